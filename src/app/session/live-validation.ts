// `validate`, kept running (the language server): the same config, files, checks and caps as
// the command, over reports kept per file so that an edit checks again only the file it
// changed, then the checks across files. Never a server, never a key.
import { placeRun } from '../options/config.js';
import { rawOption, resolveOptions } from '../options/resolve-options.js';
import { findFiles, type FoundFile, type FoundFiles } from '../../read/find-files.js';
import { validateEditorText, type FileReport } from '../../read/validate-file.js';
import {
  combineReports,
  readAll,
  startWorkersAhead,
  type OnReports,
  type ValidationResult,
} from '../../read/validate-files.js';
import { checkDocument } from '../../validate/check-document.js';

export type { FileDocument, FileReport } from '../../read/validate-file.js';
export type { FoundFile, FoundFiles, ValidationResult };

/** What `validate` reads when started in `folder`: its root (the config file's folder) and files. */
export interface LiveFiles {
  root: string;
  /** The config file, as named from `folder`; undefined: none. */
  configFile?: string;
  found: FoundFiles;
}

/**
 * The files `validate` with no PATH reads when started in `folder`: the config file found by
 * the CLI's rules (the nearest one upward, up to the repository root), its `include` (every
 * target's), resolved as the command resolves it. Throws the command's errors (a bad config).
 * The environment is not read: no option of `validate`'s files comes from it.
 */
export async function liveFiles(folder: string): Promise<LiveFiles> {
  const place = await placeRun('validate', {}, folder);
  const sources = { given: place.given, env: {}, config: place.config };
  const options = resolveOptions('validate', sources);
  // As the command: the default PATH only when nobody named one (the walk then says so).
  const paths = rawOption('paths', sources) !== undefined ? options.paths : [];
  return {
    root: place.root,
    ...(place.config ? { configFile: place.config.file } : {}),
    found: await findFiles(paths, place.root),
  };
}

/**
 * Each file read from the disk and checked on its own, as `validate` does (worker threads when
 * many). `whole` keeps every value of each document (what hover and completion show);
 * without it, only what the checks read, as `validate` keeps them: the first diagnostics of a
 * large workspace then cost what `validate` costs. `onReports` is told each batch as it is read.
 */
export async function checkFilesOnDisk(
  root: string,
  files: FoundFile[],
  whole: boolean,
  onReports?: OnReports,
): Promise<FileReport[]> {
  return readAll(files, { cwd: root, keep: whole ? 'whole' : 'checks' }, onReports);
}

/**
 * Starts the worker threads of the first read before the folders are known (the server's start
 * and the editor's `initialize` then overlap theirs); resolves to what ends those it did not take.
 */
export const startReadersAhead: () => Promise<() => void> = startWorkersAhead;

/** Pure: a file's text as an editor holds it, checked on its own as the file on disk would be. */
export function checkEditorText(text: string, file: string): FileReport {
  return validateEditorText(text, file, 'whole');
}

/**
 * Pure: the run's result of `validate` from the files' reports (in found order): with the
 * checks across files and the look-ahead warnings the command gives, and its caps.
 */
export function checkAcrossFiles(
  found: FoundFiles,
  reports: readonly FileReport[],
): ValidationResult {
  return combineReports(found, reports, true);
}

export { placeAt } from '../../read/places.js';
export { MAX_PER_RUN as MAX_DIAGNOSTICS_PER_RUN } from '../../read/diagnostic-caps.js';
export { CONFIG_FILE } from '../../load/config-file.js';
export { isWithin } from '../../load/repository-path.js';
export { documentSchema } from '../../validate/generated/document-schema.js';

/** A value of each field that breaks no rule of its own: what asking "may it be here?" adds. */
const SAMPLES: Readonly<Record<string, unknown>> = {
  dateFrom: '2026-01-01',
  dateTo: '2026-01-02',
  approximate: false,
  status: 'open',
  effect: 'context',
  reading: 'x',
  description: 'x',
  note: 'x',
  scope: {},
  series: [],
  display: true,
  source: 'manual',
  evidence: [],
  refs: [],
};

/**
 * Pure: the fields a document may not have as it stands (a dateTo on an event, a status on a
 * setup), asked of the rules themselves: each field absent from it is added with a harmless
 * value, and refused when the rules say `<field>.notAllowed`.
 */
export function fieldsNotAllowed(value: Record<string, unknown>): Set<string> {
  const refused = new Set<string>();
  for (const [field, sample] of Object.entries(SAMPLES)) {
    if (Object.hasOwn(value, field)) continue;
    const issues = checkDocument({ ...value, [field]: sample });
    if (issues.some((i) => i.code === `${field}.notAllowed`)) refused.add(field);
  }
  return refused;
}
