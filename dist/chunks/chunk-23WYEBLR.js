import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  ApiError
} from "./chunk-XHDBLM7U.js";
import {
  OptionError,
  describeOptionError
} from "./chunk-LG26PJLV.js";
import {
  InterruptedError,
  NamedOptionsError,
  UserError,
  fileSystemProblem
} from "./chunk-DZ5A7VSD.js";
import {
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/app/run/describe-error.ts
var EXIT = { ok: 0, error: 1, changes: 2, interrupted: 130, terminated: 143 };
function describeError(error, naming) {
  const plain = (message2, exitCode = EXIT.error) => ({
    message: message2,
    exitCode,
    internal: false,
    interrupted: false
  });
  if (error instanceof InterruptedError) {
    return {
      message: escapeText(error.message),
      exitCode: EXIT.interrupted,
      internal: false,
      interrupted: true
    };
  }
  if (error instanceof OptionError)
    return plain(escapeText(describeOptionError(error, naming)), error.exitCode);
  if (error instanceof NamedOptionsError) {
    const named = error.words((key) => naming.given(key) ?? key);
    return plain(escapeText(named), error.exitCode);
  }
  if (error instanceof UserError) return plain(escapeText(error.message), error.exitCode);
  if (error instanceof ApiError) return plain(escapeText(error.message));
  const refused = fileSystemProblem(error);
  if (refused) return plain(escapeText(refused.message));
  const message = error instanceof Error ? error.stack ?? error.message : String(error);
  return {
    message: `Internal error (a bug in observe-annotations, please report it):
${escapeText(message, { multiline: true })}`,
    exitCode: EXIT.error,
    internal: true,
    interrupted: false
  };
}

export {
  EXIT,
  describeError
};
