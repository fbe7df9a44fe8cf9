import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/load/default-paths.ts
var DEFAULT_PATHS = ["annotations/"];

export {
  DEFAULT_PATHS
};
