import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  InterruptedError,
  UserError
} from "./chunk-25GGN4UR.js";

// src/cli/exit-code.ts
var EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130 };
function exitCodeFor(error, io) {
  if (error instanceof InterruptedError) {
    io.stderr.write(`${error.message}
`);
    return EXIT.interrupted;
  }
  if (error instanceof UserError) {
    io.stderr.write(`Error: ${error.message}
`);
    return error.exitCode;
  }
  const withExit = error;
  if (error instanceof Error && typeof withExit.exitCode === "number") {
    io.stderr.write(`Error: ${error.message}
`);
    return withExit.exitCode;
  }
  if (error instanceof Error && error.name === "ApiError") {
    io.stderr.write(`Error: ${error.message}
`);
    return EXIT.error;
  }
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  io.stderr.write(`Internal error (a bug in observe-annotations, please report it):
${message}
`);
  return EXIT.error;
}

export {
  EXIT,
  exitCodeFor
};
