// Directive mistakes the `yaml` parser lets through: a `%YAML` directive with no
// document after it, and a repeated `%YAML` directive before one document. Fed the parser's
// tokens as they stream by, so the text is read once.
import type { CST } from 'yaml';
import { excerpt } from '../text/excerpt.js';

export interface DirectiveProblem {
  code: 'yaml.directive';
  message: string;
  offset: number;
  length: number;
}

const YAML_DIRECTIVE = /^%YAML(\s|$)/;

export class DirectiveCheck {
  private pending: { offset: number; source: string }[] = [];
  private pendingYaml = false;
  /** True once a problem was found. */
  reported = false;

  /** True when no directive waits for its document. */
  get idle(): boolean {
    return this.pending.length === 0;
  }

  /** The problems a token shows (a repeated `%YAML`). */
  next(token: CST.Token): DirectiveProblem[] {
    if (token.type === 'document') {
      this.pending = [];
      this.pendingYaml = false;
      return [];
    }
    if (token.type !== 'directive') return [];
    const problems: DirectiveProblem[] = [];
    const isYaml = YAML_DIRECTIVE.test(token.source);
    if (isYaml && this.pendingYaml) {
      problems.push({
        code: 'yaml.directive',
        message: 'the %YAML directive is repeated before one document; keep one',
        offset: token.offset,
        length: token.source.length,
      });
    }
    this.pending.push({ offset: token.offset, source: token.source });
    if (isYaml) this.pendingYaml = true;
    return this.found(problems);
  }

  /** At the end of the text: directives no document followed. */
  end(): DirectiveProblem[] {
    return this.found(
      this.pending.map((d) => ({
        code: 'yaml.directive' as const,
        message: `the directive ${nameOf(d.source)} is not followed by a document (a '---' line)`,
        offset: d.offset,
        length: d.source.length,
      })),
    );
  }

  private found(problems: DirectiveProblem[]): DirectiveProblem[] {
    if (problems.length > 0) this.reported = true;
    return problems;
  }
}

/** `%TAG !e! tag:…` → `%TAG` (at most 40 characters of it). */
function nameOf(source: string): string {
  return excerpt(/^\S*/.exec(source)![0], 40);
}
