// The commands the Action runs, as the CLI runs them: the one seam between the Action's
// decisions and the shared validate / plan / apply functions (see shared-engine.ts).
import type { ApplyResult } from '../model/apply.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Plan } from '../model/plan.js';
import type { CommandContext } from '../cli/commands.js';

export interface Validated {
  valid: boolean;
  diagnostics: Diagnostic[];
  keyPrefix?: string;
}

export interface Applied {
  result: ApplyResult;
  /** The Markdown view of the result (the job summary). */
  markdown: string;
}

export interface Planned {
  plan: Plan;
  /** Where the plan was made: the base URL (never the key); absent when the files are invalid. */
  baseUrl?: string;
  keyPrefix?: string;
  /** The saved plan's path, when the plan has no errors. */
  planFile?: string;
  /** The Markdown view of the plan (the job summary). */
  markdown: string;
  /** Applies this plan over the same connection. */
  apply(): Promise<Applied>;
  /** Closes the connection; idempotent. */
  close(): Promise<void>;
}

export interface Engine {
  validate(ctx: CommandContext): Promise<Validated>;
  /** The config file's keyPrefix (part of the comment's target). */
  keyPrefix(ctx: CommandContext): Promise<string | undefined>;
  /** Validates, reads the server and plans; saves the plan to `planFile` when it has no errors. */
  plan(ctx: CommandContext, planFile: string): Promise<Planned>;
}
