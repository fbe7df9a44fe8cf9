// The Action's inputs. Those that feed an application option are the option table's rows
// with an `input` (read by key, so they become the same typed options as the CLI's flags);
// the few that steer the Action itself (which command, the comment, the GitHub token) are
// listed here. `action.yml` is held against both by a test.
import { oneOf, OptionProblem, yesNo, type Parser } from '../../app/options/option-parsers.js';
import { optionRows, type OptionKey } from '../../app/options/option-table.js';
import { UserError } from '../../model/errors.js';
import { GITHUB_VIEWS } from '../../render/github/views.js';
import type { ActionCore } from './core.js';
import { ACTION_COMMANDS, type ActionCommand } from './decide.js';

export interface ActionInput {
  name: string;
  description: string;
  default?: string;
}

/**
 * The input the runner fills with the workflow's own token (`${{ github.token }}`, as the
 * default of github-token): the one way a step knows that github-token is the workflow's token.
 */
export const WORKFLOW_TOKEN_INPUT = 'workflow-token';

/** Inputs of the Action that are no option of the application. */
const ACTION_ONLY_INPUTS: readonly ActionInput[] = [
  {
    name: 'command',
    description:
      'auto, validate, fmt, plan or apply. auto plans on pull requests, applies on pushes and checks drift on schedule and manual runs. fmt checks that the annotation files are in canonical form (it never writes) and fails the step when one is not.',
    default: 'auto',
  },
  {
    name: 'comment',
    description:
      'The sticky plan comment on pull requests: true (always), false (never), or on-change (only when the plan has changes or errors; a comment that exists is still updated, so it never goes stale).',
    default: 'true',
  },
  {
    name: 'working-directory',
    description:
      'The folder the run works in, relative to the workspace (the repository): its observe-annotations.yaml is read, and paths are relative to it. Default: the workspace.',
  },
  {
    name: 'label',
    description:
      "A friendly name for the target (e.g. production), shown in the comment's title; with several steps on one pull request, each label has its own comment.",
  },
  {
    name: 'github-token',
    description:
      "Token for the pull request comment (needs pull-requests: write) and the check run that puts every finding on its line of the diff (needs checks: write; without it the findings are the step's own annotations, of which GitHub shows 10 of each kind). Only comments written by this token's identity, as GitHub's GraphQL API names it, are read and updated (for the workflow's token, github-actions[bot]; for a GitHub App's installation token, the app's own bot); an apply also asks GitHub's GraphQL API who last edited the comment, and a comment last edited by anyone else is no review.",
    default: '${{ github.token }}',
  },
  {
    name: WORKFLOW_TOKEN_INPUT,
    description:
      "Leave it unset: the workflow's own token, which the Action only compares with github-token (it is never sent anywhere), to know that github-token is the workflow's token where GitHub will not say whose token it is.",
    default: '${{ github.token }}',
  },
];

/**
 * Every input `action.yml` declares: the table's, then the Action's own. The table's inputs
 * have no `default:` there (the runner would pass it as if the workflow had): left empty, an
 * input falls back to the config file, then to the built-in default its description names.
 */
export function actionInputs(): ActionInput[] {
  const fromTable = optionRows()
    .filter(([, o]) => o.input !== undefined)
    .map(([, o]): ActionInput => {
      // inputWithoutDefault: the row's own input description says what an empty input means.
      const fallback: unknown = o.inputWithoutDefault ? undefined : o.default;
      const own = o.inputDescription ?? o.description;
      return {
        name: o.input!,
        description: GITHUB_VIEWS.inputs.description(own, fallback, o.config),
      };
    });
  return [...fromTable, ...ACTION_ONLY_INPUTS];
}

/** When the sticky comment is posted: `true`, `false`, `on-change`. */
type CommentWhen = 'always' | 'never' | 'on-change';

export interface ActionInputs {
  command: ActionCommand;
  comment: CommentWhen;
  /** The working-directory input, as given ('' when empty). */
  workingDirectory: string;
  /** The label input ('' when empty). */
  label: string;
  /** The inputs that feed options, by option key; empty inputs are left out. Not the secrets. */
  given: Partial<Record<OptionKey, unknown>>;
}

/** Reads every input but the two secrets (run() reads and masks those first). */
export function readInputs(core: ActionCore): ActionInputs {
  const given: ActionInputs['given'] = {};
  for (const [key, option] of optionRows()) {
    if (option.input === undefined || option.secret) continue;
    const raw = core.getInput(option.input).trim();
    if (raw === '') continue;
    given[key] = option.parse.shape === 'list' ? splitList(raw) : raw;
  }
  return {
    command: ownInput('command', oneOf(ACTION_COMMANDS), core.getInput('command').trim() || 'auto'),
    comment: commentWhen(core.getInput('comment').trim() || 'true'),
    workingDirectory: core.getInput('working-directory').trim(),
    label: core.getInput('label').trim(),
    given,
  };
}

/** The comment input: true or false (as every yes/no input), or on-change. */
function commentWhen(raw: string): CommentWhen {
  if (raw === 'on-change') return 'on-change';
  try {
    return yesNo().parse(raw) ? 'always' : 'never';
  } catch (error) {
    if (error instanceof OptionProblem)
      throw new UserError(GITHUB_VIEWS.failures.commentInput(raw));
    throw error;
  }
}

/** A list input (`paths`): one entry per line or comma-separated; blanks dropped. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** An input of the Action's own, through the table's parsers; a bad value names the input. */
function ownInput<T>(name: string, parser: Parser<T>, raw: string): T {
  try {
    return parser.parse(raw);
  } catch (error) {
    if (error instanceof OptionProblem)
      throw new UserError(GITHUB_VIEWS.failures.input(name, error.message));
    throw error;
  }
}
