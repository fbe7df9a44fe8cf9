// One file formatted, start to finish: read it as `validate` reads it, make its canonical form
// (load/canonical-yaml.ts), and say why when it cannot. Plain data (a worker thread computes
// it and posts it back); nothing is written.
import { formatYamlText } from '../load/canonical-yaml.js';
import { readSource } from '../load/read-source.js';
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
  const path = found.relative;
  const source = await readSource(found.absolute, path);
  if ('diagnostic' in source)
    return {
      file: { path, absolute: found.absolute, changed: false, errors: [source.diagnostic] },
    };
  const { text } = source;
  const result = formatYamlText(text, { file: path });
  if (result.kind === 'refused') {
    const errors = hintYamlSlips(result.diagnostics, text);
    return {
      file: { path, absolute: found.absolute, changed: false, errors },
      excerpt: excerptOf(text, errors),
    };
  }
  const changed = result.changed;
  return {
    file: {
      path,
      absolute: found.absolute,
      changed,
      errors: [],
      ...(changed ? { before: text, after: result.text } : {}),
    },
  };
}
