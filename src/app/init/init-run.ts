// `init`: what a team needs to keep annotations in this repository, written into the run's
// folder: the config file, example annotations, the three workflows and the editor settings
// that check every document of every annotation file against a schema that exists. Never
// overwrites: a file already there is left as it is and reported as skipped, with why.
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { CONFIG_FILE } from '../../load/config-file.js';
import { displayPath } from '../../load/display-path.js';
import { pathExists } from '../../load/repository-path.js';
import { prepareFolder, writeNewFile } from '../../load/write-file.js';
import { loadConfig } from '../options/config.js';
import type { ConfigSource } from '../options/config-source.js';
import { configForTarget } from '../options/targets.js';
import type { RunContext } from '../run/context.js';
import { editorSchema, schemaPathFrom } from '../editor-schema.js';
import {
  ANNOTATIONS_FOLDER,
  CONFIG_TEXT,
  EXAMPLES_FILE,
  examplesText,
  SETTINGS_FILE,
  EXTENSIONS_FILE,
  extensionsText,
  settingsText,
  workflowFiles,
  type InitFile,
} from './init-files.js';
import { includeGlobs } from './include-globs.js';
import { repositoryOf, type GitRepository } from '../../read/git/repository.js';
import { defaultBranch, type DefaultBranch } from './default-branch.js';
import { packagedActionUses } from './action-uses.js';
import { pathsFilters } from './paths-filters.js';
import type { WorkflowSettings } from './workflow-text.js';

export interface InitReport {
  /** Files written, as paths from the run's folder. */
  written: string[];
  /** Files not written, each with why. */
  skipped: { file: string; why: string }[];
  /** The schema the editor settings and the examples name, from the run's folder. */
  schema: string;
  /** The `yaml.schemas` setting to add by hand: the settings file was there, without it. */
  settingsToAdd?: Record<string, string[]>;
  /**
   * The repository's root (shown from the run's folder) when the run's folder is below it:
   * GitHub reads workflows only from the root's `.github/workflows/`.
   */
  belowRepositoryRoot?: string;
  /** What the workflows written name; undefined when none was written. */
  workflows?: WrittenWorkflows;
}

export interface WrittenWorkflows {
  /** The Action's reference in `uses:`. */
  actionRef: string;
  /** The branch the apply workflow runs on, and how it was found; undefined: not written. */
  branch?: DefaultBranch;
  /** The Action's `working-directory`: the run's folder from the repository root. */
  workingDirectory?: string;
}

/** Writes what is missing; pure of the network. */
export async function initRun(ctx: RunContext): Promise<InitReport> {
  const root = ctx.cwd;
  const written: string[] = [];
  const skipped: InitReport['skipped'] = [];
  const put = ({ file, text }: InitFile, ifSkipped = 'it exists; left as it is'): boolean => {
    const path = join(root, file);
    if (!pathExists(path)) {
      prepareFolder(dirname(path), root, dirname(file));
      if (writeNewFile(path, text, file)) {
        written.push(file);
        return true;
      }
    }
    skipped.push({ file, why: ifSkipped });
    return false;
  };

  // The include of a config already there decides which files the editor settings map and
  // which paths the workflows run for.
  const existing = await loadConfig(root);
  const include = existing ? includeOf(readByValidate(existing)) : [`${ANNOTATIONS_FOLDER}/`];
  const repository = repositoryOf(root);
  const { settings, branch } = await workflowSettings(ctx, include, repository);
  const workflows = workflowFiles(settings);
  // First: when no schema can be had (its place holds another file), nothing is written.
  const schema = editorSchema(root);
  put({ file: CONFIG_FILE, text: CONFIG_TEXT });
  if (schema.wrote !== undefined) written.push(schema.wrote);

  if (!include.some((p) => p.replace(/\/+$/, '') === ANNOTATIONS_FOLDER)) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${CONFIG_FILE} does not include ${ANNOTATIONS_FOLDER}/`,
    });
  } else if (holdsYaml(join(root, ANNOTATIONS_FOLDER))) {
    skipped.push({
      file: EXAMPLES_FILE,
      why: `${ANNOTATIONS_FOLDER}/ holds annotation files already`,
    });
  } else {
    const folder = join(root, ANNOTATIONS_FOLDER);
    put({ file: EXAMPLES_FILE, text: examplesText(schemaPathFrom(folder, schema.file)) });
  }

  const wrote: string[] = [];
  for (const workflow of workflows) if (put(workflow)) wrote.push(workflow.file);

  const schemaKey = workspacePath(schemaPathFrom(root, schema.file));
  const yamlSchemas = { [schemaKey]: includeGlobs(include) };
  const settingsWritten = put({ file: SETTINGS_FILE, text: settingsText(yamlSchemas) });
  const settingsHaveIt = settingsWritten || mentions(join(root, SETTINGS_FILE), schemaKey);
  put({ file: EXTENSIONS_FILE, text: extensionsText() });

  const below = repository !== undefined && repository.top !== root;
  return {
    written,
    skipped,
    schema: schemaPathFrom(root, schema.file),
    ...(settingsHaveIt ? {} : { settingsToAdd: yamlSchemas }),
    ...(below ? { belowRepositoryRoot: displayPath(repository.top, root) } : {}),
    ...(wrote.length === 0 ? {} : { workflows: writtenWorkflows(settings, branch, wrote) }),
  };
}

/**
 * What the workflows name: the Action (`--action-ref` as given, else the package's own: pinned
 * by its release's commit, or the major version's tag from a clone), the repository's
 * default branch, the `paths:` of the config's include and file from the repository root, and
 * the run's folder below that root.
 */
async function workflowSettings(
  ctx: RunContext,
  include: readonly string[],
  repository: GitRepository | undefined,
): Promise<{ settings: WorkflowSettings; branch: DefaultBranch }> {
  const prefix =
    repository === undefined ? '' : relative(repository.top, ctx.cwd).split(sep).join('/');
  const branch = await defaultBranch(repository, ctx.env);
  const action =
    ctx.options.actionRef === undefined ? packagedActionUses() : { ref: ctx.options.actionRef };
  const settings: WorkflowSettings = {
    actionRef: action.ref,
    ...(action.comment === undefined ? {} : { actionComment: action.comment }),
    branch: branch.name,
    paths: pathsFilters(include, CONFIG_FILE, prefix),
    ...(prefix === '' ? {} : { workingDirectory: prefix }),
  };
  return { settings, branch };
}

function writtenWorkflows(
  settings: WorkflowSettings,
  branch: DefaultBranch,
  wrote: readonly string[],
): WrittenWorkflows {
  return {
    actionRef: settings.actionRef,
    ...(wrote.some((file) => /apply\.yml$/.test(file)) ? { branch } : {}),
    ...(settings.workingDirectory === undefined
      ? {}
      : { workingDirectory: settings.workingDirectory }),
  };
}

/**
 * The settings `validate` reads from the config: with targets, their `include`s together (the
 * files every target reads); a config whose targets cannot be read, as it is (`validate` and
 * `plan` say what is wrong with it).
 */
function readByValidate(config: ConfigSource): Record<string, unknown> {
  try {
    return configForTarget('validate', config, undefined).config?.values ?? config.values;
  } catch {
    return config.values;
  }
}

/** The config's `include` when it is a list of paths, else the default. */
function includeOf(values: Record<string, unknown>): string[] {
  const include = values.include;
  if (typeof include === 'string') return [include];
  if (Array.isArray(include) && include.every((p) => typeof p === 'string')) return include;
  return [`${ANNOTATIONS_FOLDER}/`];
}

/** Whether the settings file at `path` names the schema already (a small file, read as text). */
function mentions(path: string, schemaKey: string): boolean {
  try {
    const stats = lstatSync(path);
    if (!stats.isFile() || stats.size > 1024 * 1024) return false;
    return readFileSync(path, 'utf8').includes(JSON.stringify(schemaKey));
  } catch {
    return false;
  }
}

/** Whether `folder` holds a .yaml or .yml file at its top level. */
function holdsYaml(folder: string): boolean {
  try {
    return readdirSync(folder).some((name) => /\.ya?ml$/i.test(name));
  } catch {
    return false;
  }
}

/** `yaml.schemas` keys are relative to the workspace folder: `./x` or `../x`. */
function workspacePath(path: string): string {
  return path.startsWith('../') ? path : `./${path}`;
}
