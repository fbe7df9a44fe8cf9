// The step's side of GitHub: one API client with the run's deadline, and the Action's identity,
// asked the first time it is needed (a comment read) and never again in the run.
import { VERSION } from '../../app/version.js';
import { askIdentity, type ActionIdentity } from '../github/action-identity.js';
import { githubApi, type GitHubApi, type IssueRef } from '../github/github-client.js';
import type { StepContext } from './step-context.js';
import { readTargetComments, type TargetComments } from '../github/sticky-comment.js';

export class GitHubSession {
  private client: GitHubApi | undefined;
  private asked: Promise<ActionIdentity> | undefined;

  /** `redact` removes the run's secrets from every request body (github-http.ts). */
  constructor(
    private readonly step: StepContext,
    private readonly redact: (text: string) => string,
  ) {}

  /** The API, made on first use (a run that never talks to GitHub makes none). */
  get api(): GitHubApi {
    this.client ??= githubApi({
      token: this.step.githubToken,
      apiUrl: this.step.github.apiUrl,
      graphqlUrl: this.step.github.graphqlUrl,
      userAgent: `observe-annotations/${VERSION}`,
      deadline: this.step.deadline,
      redact: this.redact,
    });
    return this.client;
  }

  /**
   * Who the Action is on GitHub (asked once per run); the token is taken for the workflow's,
   * where GitHub will not say, only when it is the workflow's own.
   */
  identity(): Promise<ActionIdentity> {
    this.asked ??= askIdentity(this.api, this.step.tokenIsWorkflows);
    return this.asked;
  }

  /** The comments of the step's target on `issue`: the Action's own, and others carrying its marker. */
  async targetComments(issue: IssueRef): Promise<TargetComments> {
    return readTargetComments(this.api, issue, this.step.target.hash, await this.identity());
  }
}
