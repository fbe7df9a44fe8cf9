// One file: read, decode, parse. A file's problems stay in its own result.
import type { Diagnostic } from '../model/diagnostic.js';
import type { FoundFile } from './find-files.js';
import { parseDocuments, type LoadedDocument } from './parse-documents.js';
import { shortMessage } from './excerpt.js';
import { readSource } from './read-source.js';

export interface LoadedFile {
  /** Relative to the working directory, forward slashes. */
  file: string;
  /** The text as parsed (absent when it could not be read): code frames quote it. */
  text?: string;
  documents: LoadedDocument[];
  diagnostics: Diagnostic[];
  annotations: number;
}

/** Never rejects: every failure is a diagnostic of this file. */
export async function loadFile(found: FoundFile): Promise<LoadedFile> {
  const source = await readSource(found.absolute, found.relative);
  if ('diagnostic' in source) {
    return {
      file: found.relative,
      documents: [],
      diagnostics: [source.diagnostic],
      annotations: 0,
    };
  }
  return loadText(source.text, found.relative);
}

/** The `yaml` path over a file's text already read. Never throws. */
export function loadText(text: string, file: string): LoadedFile {
  try {
    const parsed = parseDocuments(text, file);
    return { file, text, ...parsed };
  } catch (error) {
    // The parser should never throw; if it does, this file says so and the others go on.
    return {
      file,
      text,
      documents: [],
      annotations: 0,
      diagnostics: [
        {
          severity: 'error',
          code: 'yaml.syntax',
          message: `the YAML parser failed: ${shortMessage((error as Error).message)}`,
          file,
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 2,
        },
      ],
    };
  }
}
