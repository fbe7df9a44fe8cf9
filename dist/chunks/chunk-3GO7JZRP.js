import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/model/errors.ts
var UserError = class extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
  exitCode;
  name = "UserError";
};
var NamedOptionsError = class extends UserError {
  constructor(words) {
    super(words((key) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`));
    this.words = words;
  }
  words;
};
var InterruptedError = class extends Error {
  name = "InterruptedError";
  constructor(message = "Interrupted") {
    super(message);
  }
};
var INTERRUPTED_READING = "Interrupted while reading the server: nothing was written.";

export {
  UserError,
  NamedOptionsError,
  InterruptedError,
  INTERRUPTED_READING
};
