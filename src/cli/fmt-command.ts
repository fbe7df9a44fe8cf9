// `fmt [PATH…] [--check] [--diff] [--format text|json]` and `fmt - [--stdin-filepath PATH]`:
// annotation files into their canonical form. Exit 0 done (or, with --check, every file is
// canonical), 1 a file not canonical under --check, a file that does not parse, or any error;
// 130 interrupted, 143 terminated (SIGTERM): nothing written.
import { EXIT } from '../app/run/describe-error.js';
import {
  folderFromRepositoryRoot,
  formatAnnotationFiles,
  formatOneText,
  type GivenBytes,
} from '../app/fmt/format-files.js';
import { writeFormatted } from '../app/fmt/write-formatted.js';
import { MAX_FILE_BYTES } from '../load/read-source.js';
import { UserError } from '../model/errors.js';
import type { FmtMode } from '../model/fmt.js';
import { painter } from '../render/colour.js';
import { diagnosticBlock } from '../render/diagnostics-text.js';
import { viewOf } from '../render/views.js';
import type { CliContext } from './cli-context.js';
import type { Io } from './io.js';
import { viewEnv } from './terminal.js';

export async function runFmt(cli: CliContext): Promise<number> {
  const { ctx, io, positionals } = cli;
  const { check, diff, stdinFilepath } = ctx.options;
  if (positionals.includes('-')) {
    if (positionals.length > 1)
      throw new UserError("fmt - reads one text on stdin: name no other PATH with '-'");
    return formatStdin(io, stdinFilepath ?? '<stdin>');
  }
  if (stdinFilepath !== undefined)
    throw new UserError("--stdin-filepath names the text read on stdin: give it with 'fmt -'");
  const mode: FmtMode = diff ? 'diff' : check ? 'check' : 'write';
  const stopInterrupts = cli.catchInterrupts();
  try {
    const run = await formatAnnotationFiles(ctx, ctx.signal);
    if (mode === 'write') await writeFormatted(run.files, ctx.cwd, ctx.signal);
    // A diff names its files from the repository's root: `git apply` there takes it.
    const folder = mode === 'diff' ? folderFromRepositoryRoot(ctx.cwd) : '';
    const files =
      folder === '' ? run.files : run.files.map((f) => ({ ...f, path: `${folder}/${f.path}` }));
    const report = { mode, files };
    const view = viewOf('fmt', ctx.options.format);
    const env = { ...viewEnv(ctx, io), excerpt: (file: string) => run.excerpts.get(file) };
    const shown = view.render(report, env);
    io.stdout.write(shown.output);
    io.stderr.write(shown.problems);
    const failed = run.files.some((f) => f.errors.length > 0);
    const pending = check && run.files.some((f) => f.changed);
    return failed || pending ? EXIT.error : EXIT.ok;
  } finally {
    stopInterrupts();
  }
}

/**
 * `fmt -`: the canonical form of stdin on stdout; what stops it on stderr, nothing on stdout.
 * The text is checked as a file of it would be (its size, UTF-8, a byte-order mark).
 */
async function formatStdin(io: Io, file: string): Promise<number> {
  const result = formatOneText(await readStdin(io), file);
  if ('text' in result) {
    io.stdout.write(result.text);
    return EXIT.ok;
  }
  const paint = painter(false);
  const blocks = result.errors.map((d) => diagnosticBlock(d, paint, () => result.excerpt));
  io.stderr.write(`${blocks.join('\n\n')}\n`);
  return EXIT.error;
}

/**
 * Stdin's bytes, up to the size limit of an annotation file: past it, the reading stops (an
 * endless pipe ends the command as a large file does), in bounded memory.
 */
async function readStdin(io: Io): Promise<GivenBytes> {
  const stdin = io.stdin;
  if (stdin === undefined || stdin.isTTY)
    throw new UserError('fmt - reads the text on stdin: pipe it in (fmt - < file.yaml)');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_FILE_BYTES) return { bytes: new Uint8Array(), size, stopped: true };
    chunks.push(bytes);
  }
  return { bytes: Buffer.concat(chunks), size };
}
