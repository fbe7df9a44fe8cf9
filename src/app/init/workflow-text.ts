// A workflow `init` writes: an example workflow (examples/workflows/, what the docs show) with
// this repository's settings in place of the examples' own, line by line: the Action's
// reference and its comment in `uses:`, the branch in `branches:`, the filters in `paths:`, and
// the run's folder as the Action's `working-directory` when it is below the repository root.
// With the examples' settings the text comes out as it went in. Pure.
import { UserError } from '../../model/errors.js';
import { PIN_COMMENT } from './action-uses.js';
import { ACTION_REFERENCE } from './generated/action-reference.js';

export interface WorkflowSettings {
  /** What `uses:` names for the Action. */
  actionRef: string;
  /** The comment after it (a pin's version); none when undefined. */
  actionComment?: string;
  /** The branch whose pushes apply. */
  branch: string;
  /** The `paths:` filters, from the repository root. */
  paths: readonly string[];
  /** The run's folder from the repository root; undefined at the root. */
  workingDirectory?: string;
}

/** The settings the example workflows are written with. */
export const EXAMPLE_SETTINGS: WorkflowSettings = {
  actionRef: ACTION_REFERENCE,
  actionComment: PIN_COMMENT,
  branch: 'main',
  paths: ['annotations/**', 'observe-annotations.yaml'],
};

const USES = /^(\s*(?:-\s+)?uses:\s+)(\S+)(?: +#.*)?$/;
const WITH = /^(\s*)with:$/;
const BRANCHES = /^(\s*)branches: \[main\]$/;
const PATHS = /^(\s*)paths: \[.*\]$/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `template` (an example workflow named `name`) with `settings` written in. */
export function workflowText(name: string, template: string, settings: WorkflowSettings): string {
  for (const value of [settings.branch, ...settings.paths, settings.workingDirectory ?? ''])
    refuseUnwritable(value);
  const lines = template.split('\n');
  const out: string[] = [];
  let actions = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const uses = USES.exec(line);
    if (uses && uses[2] === ACTION_REFERENCE) {
      actions++;
      const comment = settings.actionComment === undefined ? '' : ` # ${settings.actionComment}`;
      out.push(`${uses[1]}${settings.actionRef}${comment}`);
      if (settings.workingDirectory === undefined) continue;
      const inputs = WITH.exec(lines[i + 1] ?? '');
      if (!inputs) throw new Error(`${name}: the Action's step has no with: to add to`);
      out.push(
        lines[++i]!,
        `${inputs[1]}  working-directory: ${scalar(settings.workingDirectory)}`,
      );
    } else if (BRANCHES.test(line)) {
      out.push(line.replace('[main]', `[${scalar(literalPattern(settings.branch))}]`));
    } else if (PATHS.test(line)) {
      out.push(`${PATHS.exec(line)![1]}paths: [${settings.paths.map(quoted).join(', ')}]`);
    } else {
      out.push(line);
    }
  }
  if (actions !== 1) throw new Error(`${name}: ${actions} steps use ${ACTION_REFERENCE}, not one`);
  return out.join('\n');
}

/** A branch name as a filter pattern that matches only it. */
function literalPattern(name: string): string {
  return name.replace(/[*?+![\]\\]/g, (c) => `\\${c}`);
}

/** A YAML scalar: plain when nothing in it means more to YAML, else single-quoted. */
function scalar(value: string): string {
  return /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(value) ? value : quoted(value);
}

function quoted(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * What a workflow cannot hold as written: control characters (a YAML string would change), and
 * `${{`, which GitHub evaluates as an expression.
 */
function refuseUnwritable(value: string): void {
  if (CONTROL.test(value) || value.includes('${{')) {
    throw new UserError(
      `init cannot write '${JSON.stringify(value).slice(1, -1)}' into a workflow (it holds a control character or '\${{'): rename it, or write the workflows by hand`,
    );
  }
}
