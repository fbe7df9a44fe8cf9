// The schema file an editor reads for the annotation files. `init`'s editor settings and the
// modeline `import` writes name a file that exists, never a dangling path:
// 1. the installed package's schema, when the project has the package (node_modules/ in the
//    run's folder or a folder above it, up to the repository root: what a teammate gets from
//    `npm ci`);
// 2. else this tool's schema at schema/annotation.schema.json (a copy an earlier run wrote,
//    or this repository's own source);
// 3. else that copy, written now with the tool's version in its `$comment`.
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathExists } from '../load/repository-path.js';
import { prepareFolder, writeNewFile } from '../load/write-file.js';
import { UserError } from '../model/errors.js';
import { documentSchema } from '../validate/generated/document-schema.js';
import { VERSION } from './version.js';

const INSTALLED_SCHEMA = 'node_modules/observe-annotations/schema/annotation.schema.json';
const SCHEMA_COPY = 'schema/annotation.schema.json';

/** Larger than any version of the schema; a bigger file at the copy's place is not ours. */
const MAX_SCHEMA_BYTES = 1024 * 1024;

export interface EditorSchema {
  /** The schema file (absolute). */
  file: string;
  /** The copy this run wrote, as shown from the run's folder; absent when it wrote none. */
  wrote?: string;
}

/**
 * The schema for the files of the repository at `root` (the run's folder), writing the copy
 * when there is none to point at. Throws a UserError, before anything is written, when the
 * copy's place holds another file.
 */
export function editorSchema(root: string): EditorSchema {
  const installed = installedSchema(root);
  if (installed) return { file: installed };
  const copy = join(root, SCHEMA_COPY);
  if (isOurs(copy)) return { file: copy };
  if (!pathExists(copy)) {
    prepareFolder(dirname(copy), root, 'schema/');
    if (writeNewFile(copy, schemaCopyText(), SCHEMA_COPY))
      return { file: copy, wrote: SCHEMA_COPY };
  }
  throw new UserError(
    `${SCHEMA_COPY} exists and is not the observe-annotations schema, so nothing can point editors at it there; install the package into this project (npm install --save-dev observe-annotations) and run again: the files then point at its schema`,
  );
}

/** The path of `schema` as a file in `folder` names it: relative, with `/`. */
export function schemaPathFrom(folder: string, schema: string): string {
  return relative(folder, schema).split(sep).join('/');
}

/** The copy's text: the schema, with the version of the tool that wrote it. */
function schemaCopyText(): string {
  const { $schema, $id, ...rest } = documentSchema;
  const copy = {
    $schema,
    $id,
    $comment: `A copy of the schema of observe-annotations ${VERSION}, written for editors (yaml.schemas in .vscode/settings.json, and the files' modelines). The tool checks files with its own schema, whatever this copy says.`,
    ...rest,
  };
  return `${JSON.stringify(copy, null, 2)}\n`;
}

/** The installed package's schema in `root` or a folder above it, up to the repository root. */
function installedSchema(root: string): string | undefined {
  const folders: string[] = [];
  for (let dir = resolve(root); ; dir = dirname(dir)) {
    folders.push(dir);
    if (pathExists(join(dir, '.git'))) break;
    // No repository around it: only the run's own folder, never one outside the project.
    if (dirname(dir) === dir) return regularFile(join(root, INSTALLED_SCHEMA));
  }
  for (const dir of folders) {
    const found = regularFile(join(dir, INSTALLED_SCHEMA));
    if (found) return found;
  }
  return undefined;
}

/** `path` when it is a file (through links: npm links workspace packages), else undefined. */
function regularFile(path: string): string | undefined {
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `path` is this tool's schema: a small regular file whose `$id` is ours. */
function isOurs(path: string): boolean {
  try {
    const stats = lstatSync(path);
    if (!stats.isFile() || stats.size > MAX_SCHEMA_BYTES) return false;
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { $id?: unknown }).$id === documentSchema.$id
    );
  } catch {
    return false;
  }
}
