// The commands the Action runs, as the CLI runs them: the one seam between the Action's
// decisions and the shared validate / plan / apply functions.
import type { ApplyResult } from '../model/apply.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Plan } from '../model/plan.js';
import type { CommandContext } from '../cli/commands.js';

export interface Validated {
  valid: boolean;
  diagnostics: Diagnostic[];
  keyPrefix?: string;
}

export interface Planned {
  plan: Plan;
  /** Where the plan was made: the base URL (never the key). */
  baseUrl: string;
  keyPrefix?: string;
  /** The saved plan, when the plan has no errors. */
  planFile?: string;
  /** The Markdown view of the plan (the job summary). */
  markdown: string;
}

export interface Applied {
  result: ApplyResult;
  markdown: string;
}

export interface Engine {
  validate(ctx: CommandContext): Promise<Validated>;
  /** Reads the server and plans; writes the saved plan to `planFile` when it has no errors. */
  plan(ctx: CommandContext, planFile: string): Promise<Planned>;
  /** Applies the plan just made (the same connection options). */
  apply(ctx: CommandContext, planned: Planned): Promise<Applied>;
}
