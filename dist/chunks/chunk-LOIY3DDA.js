import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/app/version.ts
var VERSION = true ? "1.0.0" : "0.0.0-dev";

export {
  VERSION
};
