// The part of @actions/core the Action uses, as a small interface: `main.ts` passes the real
// module, tests pass a recording fake (no module mocking).

/** Where a line note (GitHub's annotation) points on the pull request's diff (same shape as @actions/core's). */
export interface LineNoteProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface ActionSummary {
  addRaw(text: string, addEOL?: boolean): ActionSummary;
  write(options?: { overwrite?: boolean }): Promise<unknown>;
}

export interface ActionCore {
  getInput(name: string, options?: { required?: boolean; trimWhitespace?: boolean }): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  error(message: string, properties?: LineNoteProperties): void;
  warning(message: string, properties?: LineNoteProperties): void;
  notice(message: string, properties?: LineNoteProperties): void;
  info(message: string): void;
  /** `::group::NAME` … `::endgroup::`: a fold in the step's log. */
  startGroup(name: string): void;
  endGroup(): void;
  summary: ActionSummary;
}

/** The runner's environment variables (GITHUB_*, RUNNER_TEMP, …). */
export type ActionEnv = Record<string, string | undefined>;
