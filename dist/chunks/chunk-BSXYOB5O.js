import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  RunDeadlineError
} from "./chunk-DZ5A7VSD.js";

// src/app/run/run-deadline.ts
function startRunDeadline(timeoutMs, parent) {
  const controller = new AbortController();
  const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(new RunDeadlineError(timeoutMs)), timeoutMs) : void 0;
  timer?.unref?.();
  const onParent = () => controller.abort(parent?.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener("abort", onParent, { once: true });
  return {
    signal: controller.signal,
    cancel: () => {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParent);
    }
  };
}

// src/app/run/context.ts
function runContext(fields) {
  const never = new AbortController().signal;
  return {
    log: { info: () => {
    }, warn: () => {
    } },
    signal: never,
    abortNow: never,
    redact: (text) => text,
    addSecret: () => {
    },
    ...fields,
    deadline: fields.deadline ?? startRunDeadline(fields.options.timeout * 1e3).signal
  };
}

export {
  startRunDeadline,
  runContext
};
