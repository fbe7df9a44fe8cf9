// What `import` did, as data: the view renders it.

export interface ImportReport {
  /** Keyed annotations on the server (under the prefix). */
  found: number;
  prefix?: string;
  /** The folder written into, as shown. */
  outDir: string;
  /** Files written, as shown. */
  written: string[];
  /** Keys a file holds already, and which: `key: already in annotations/key.yaml`. */
  held: string[];
  /** Keys that could not be written, each with why: the run did not import everything. */
  skipped: string[];
  /** The schema copy the run wrote for the files' modelines to name (no package to point at). */
  schemaCopy?: string;
}
