// The commands the Action runs, as the CLI runs them: the one seam between the Action's
// decisions and the shared validate / plan / apply functions (see shared-engine.ts).
import type { ApplyResult } from '../model/apply.js';
import type { Diagnostic } from '../model/diagnostic.js';
import type { Plan } from '../model/plan.js';
import type { CommandContext } from '../cli/commands.js';

export interface Validated {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/** What the comment's target is made of: the server (never the key) and the key prefix. */
export interface TargetSettings {
  baseUrl?: string;
  keyPrefix?: string;
}

export interface Applied {
  result: ApplyResult;
  /** The Markdown view of the result (the job summary). */
  markdown: string;
}

export interface Planned {
  plan: Plan;
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
  /** Base URL and key prefix as the commands resolve them (input, environment, config file). */
  target(ctx: CommandContext): Promise<TargetSettings>;
  /** Validates, reads the server and plans; saves the plan to `planFile` when it has no errors. */
  plan(ctx: CommandContext, planFile: string): Promise<Planned>;
}
