// Directive mistakes the `yaml` parser lets through (DESIGN 13): a `%YAML` directive with no
// document after it, and a repeated `%YAML` directive before one document.
import { Parser } from 'yaml';
import { excerpt } from './excerpt.js';

export interface DirectiveProblem {
  code: 'yaml.directive';
  message: string;
  offset: number;
  length: number;
}

/** Pure; cheap when the text has no directive (no line starts with `%`). */
export function checkDirectives(text: string): DirectiveProblem[] {
  if (!(text.startsWith('%') || text.includes('\n%'))) return [];
  const problems: DirectiveProblem[] = [];
  let pending: { offset: number; source: string }[] = [];
  for (const token of new Parser().parse(text)) {
    if (token.type === 'directive') {
      const isYaml = /^%YAML(\s|$)/.test(token.source);
      if (isYaml && pending.some((d) => /^%YAML(\s|$)/.test(d.source))) {
        problems.push({
          code: 'yaml.directive',
          message: 'the %YAML directive is repeated before one document; keep one',
          offset: token.offset,
          length: token.source.length,
        });
      }
      pending.push({ offset: token.offset, source: token.source });
    } else if (token.type === 'document') {
      pending = [];
    }
  }
  for (const d of pending) {
    problems.push({
      code: 'yaml.directive',
      message: `the directive ${excerpt(d.source.split(/\s/)[0]!)} is not followed by a document (a '---' line)`,
      offset: d.offset,
      length: d.source.length,
    });
  }
  return problems;
}
