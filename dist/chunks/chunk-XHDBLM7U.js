import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/model/api-error.ts
var ApiError = class _ApiError extends Error {
  name = "ApiError";
  kind;
  status;
  operation;
  details;
  retryable;
  retryAfterMs;
  fatal;
  permission;
  code;
  said;
  /** Attempts made before this error was thrown (set by the retry loop). */
  attempts;
  stoppedBy;
  constructor(init) {
    super(init.message, init.cause === void 0 ? void 0 : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.operation = init.operation;
    this.details = init.details ?? [];
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.fatal = init.fatal ?? false;
    this.permission = init.permission;
    this.code = init.code;
    this.said = init.said;
    this.attempts = init.attempts ?? 1;
    this.stoppedBy = init.stoppedBy;
  }
  /** A copy with some fields replaced (the retry loop adds attempts and why it stopped). */
  with(changes) {
    return new _ApiError({ ...this.init(), ...changes });
  }
  init() {
    return {
      kind: this.kind,
      status: this.status,
      message: this.message,
      operation: this.operation,
      details: this.details,
      retryable: this.retryable,
      retryAfterMs: this.retryAfterMs,
      fatal: this.fatal,
      permission: this.permission,
      code: this.code,
      said: this.said,
      attempts: this.attempts,
      stoppedBy: this.stoppedBy,
      cause: this.cause
    };
  }
};

export {
  ApiError
};
