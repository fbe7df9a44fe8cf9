// One text formatted, start to finish: read it as `validate` reads it (a file from the disk;
// an editor's buffer or stdin's bytes with the same checks, load/read-source.ts), make its
// canonical form (load/canonical-yaml.ts), and say why when it cannot. Plain data (a worker
// thread computes it and posts it back); nothing is written.
import { formatYamlText } from '../load/canonical-yaml.js';
import { readSource, type SourceText } from '../load/read-source.js';
import { hintYamlSlips } from '../load/yaml-slips.js';
import type { Excerpt } from '../model/diagnostic.js';
import type { FormattedFile } from '../model/fmt.js';
import { excerptOf } from './excerpts.js';
import type { FoundFile } from './find-files.js';

/** One file's result, with where it really is (what a rewrite replaces). */
export interface FormattedFound extends FormattedFile {
  /** The real path; absent for a problem not tied to a readable file (a PATH that matched nothing). */
  absolute?: string;
}

export interface FormatReport {
  file: FormattedFound;
  /** The lines around its errors, for code frames. */
  excerpt?: Excerpt;
}

/** Never rejects: what stopped the file is its errors. */
export async function formatFile(found: FoundFile): Promise<FormatReport> {
  return formatSource(
    await readSource(found.absolute, found.relative),
    found.relative,
    found.absolute,
  );
}

/**
 * Pure: a text as read (a file's, or one given whole: `sourceOfText`, `sourceOfBytes`) in its
 * canonical form, or why not, named `path`; `absolute` is the file's real path when it is one.
 */
export function formatSource(source: SourceText, path: string, absolute?: string): FormatReport {
  const at = absolute === undefined ? {} : { absolute };
  if ('diagnostic' in source)
    return { file: { path, ...at, changed: false, errors: [source.diagnostic] } };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === 'refused') {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, ...at, changed: false, errors },
      excerpt: excerptOf(text, errors),
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      ...at,
      changed,
      errors: [],
      ...(changed ? { before: text, after: result.text } : {}),
    },
  };
}
