import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  folderFromRepositoryRoot,
  formatAnnotationFiles,
  formatOneText
} from "./chunk-IMAFNZ3S.js";
import "./chunk-GK5S7SVR.js";
import "./chunk-Z3D7XCFP.js";
import "./chunk-DYQZMYDL.js";
import "./chunk-ZD6EFZQJ.js";
import {
  viewEnv,
  viewOf
} from "./chunk-4IDTBC4T.js";
import "./chunk-JREEBDFQ.js";
import {
  diagnosticBlock,
  painter
} from "./chunk-JN3C7Q5S.js";
import "./chunk-ILCIXNGT.js";
import "./chunk-4NSE5JE2.js";
import {
  EXIT
} from "./chunk-23WYEBLR.js";
import "./chunk-XHDBLM7U.js";
import "./chunk-2CDXNC6U.js";
import "./chunk-RNMKUZ3S.js";
import {
  MAX_FILE_BYTES
} from "./chunk-3PRYANI3.js";
import "./chunk-IS3V3FBE.js";
import "./chunk-GYJIZMIZ.js";
import "./chunk-IVNIV3BT.js";
import "./chunk-LG26PJLV.js";
import "./chunk-E76EZZ2N.js";
import {
  FileSystemError,
  InterruptedError,
  UserError
} from "./chunk-DZ5A7VSD.js";
import "./chunk-ETFRSDZE.js";
import "./chunk-GL32H3YL.js";
import "./chunk-YBT3JPPF.js";
import "./chunk-QBGJ6ABX.js";
import "./chunk-QVCCW6JO.js";
import "./chunk-ONBS6DE5.js";

// src/app/fmt/write-formatted.ts
import { realpathSync as realpathSync2 } from "node:fs";
import { resolve } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";

// src/load/replace-file.ts
import {
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync
} from "node:fs";
import { basename, dirname, join } from "node:path";
var staged = 0;
function stageReplacement(path, text, shown) {
  checkFolder(path, shown);
  const stats = lstatSync(path);
  if (!stats.isFile())
    throw new UserError(`${shown} is no longer a regular file: nothing is written to it`);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${++staged}.fmt-tmp`);
  const mode = stats.mode & 4095;
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd;
  try {
    fd = openSync(temp, flags, 384);
    fchmodSync(fd, mode);
    const bytes = Buffer.from(text, "utf8");
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
    const open = fd;
    fd = void 0;
    closeSync(open);
  } catch (error) {
    if (fd !== void 0) closeSync(fd);
    rmSync(temp, { force: true });
    throw new FileSystemError("write", shown, error);
  }
  return { path, temp, shown };
}
function commitReplacement(file) {
  checkFolder(file.path, file.shown);
  try {
    renameSync(file.temp, file.path);
  } catch (error) {
    rmSync(file.temp, { force: true });
    throw new FileSystemError("write", file.shown, error);
  }
}
function discardReplacement(file) {
  rmSync(file.temp, { force: true });
}
function checkFolder(path, shown) {
  const folder = dirname(path);
  let real;
  try {
    real = realpathSync(folder);
  } catch {
    real = void 0;
  }
  if (real !== folder)
    throw new UserError(
      `${shown}: its folder was replaced (by a symbolic link, or removed) while fmt ran: nothing is written to it`
    );
}

// src/app/fmt/write-formatted.ts
async function writeFormatted(files, root, stop) {
  const realRoot = realpathSync2(root);
  const staged2 = [];
  try {
    for (const file of files) {
      if (!file.changed || file.after === void 0 || file.absolute === void 0) continue;
      const refusal = linkRefusal(file, realRoot);
      if (refusal) {
        file.errors.push(refusal);
        continue;
      }
      staged2.push(stageReplacement(file.absolute, file.after, file.path));
      await nextTurn();
      if (stop.aborted) throw new InterruptedError("Interrupted: no file was written");
    }
  } catch (error) {
    for (const file of staged2) discardReplacement(file);
    throw error;
  }
  commitAll(staged2);
}
function commitAll(staged2) {
  for (const [index, file] of staged2.entries()) {
    try {
      commitReplacement(file);
    } catch (error) {
      for (const rest of staged2.slice(index + 1)) discardReplacement(rest);
      throw error instanceof UserError ? error : new UserError(String(error));
    }
  }
}
function linkRefusal(file, realRoot) {
  if (resolve(realRoot, file.path) === file.absolute) return void 0;
  return {
    severity: "error",
    code: "path.symbolicLink",
    message: `${file.path} is reached through a symbolic link (it is ${file.absolute}): fmt never writes through a link; format the file by its own path`,
    file: file.path
  };
}

// src/cli/fmt-command.ts
async function runFmt(cli) {
  const { ctx, io, positionals } = cli;
  const { check, diff, stdinFilepath } = ctx.options;
  if (positionals.includes("-")) {
    if (positionals.length > 1)
      throw new UserError("fmt - reads one text on stdin: name no other PATH with '-'");
    return formatStdin(io, stdinFilepath ?? "<stdin>");
  }
  if (stdinFilepath !== void 0)
    throw new UserError("--stdin-filepath names the text read on stdin: give it with 'fmt -'");
  const mode = diff ? "diff" : check ? "check" : "write";
  const stopInterrupts = cli.catchInterrupts();
  try {
    const run = await formatAnnotationFiles(ctx, ctx.signal);
    if (mode === "write") await writeFormatted(run.files, ctx.cwd, ctx.signal);
    const folder = mode === "diff" ? folderFromRepositoryRoot(ctx.cwd) : "";
    const files = folder === "" ? run.files : run.files.map((f) => ({ ...f, path: `${folder}/${f.path}` }));
    const report = { mode, files };
    const view = viewOf("fmt", ctx.options.format);
    const env = { ...viewEnv(ctx, io), excerpt: (file) => run.excerpts.get(file) };
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
async function formatStdin(io, file) {
  const result = formatOneText(await readStdin(io), file);
  if ("text" in result) {
    io.stdout.write(result.text);
    return EXIT.ok;
  }
  const paint = painter(false);
  const blocks = result.errors.map((d) => diagnosticBlock(d, paint, () => result.excerpt));
  io.stderr.write(`${blocks.join("\n\n")}
`);
  return EXIT.error;
}
async function readStdin(io) {
  const stdin = io.stdin;
  if (stdin === void 0 || stdin.isTTY)
    throw new UserError("fmt - reads the text on stdin: pipe it in (fmt - < file.yaml)");
  const chunks = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_FILE_BYTES) return { bytes: new Uint8Array(), size, stopped: true };
    chunks.push(bytes);
  }
  return { bytes: Buffer.concat(chunks), size };
}
export {
  runFmt
};
