import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/load/display-path.ts
import { isAbsolute, relative, sep } from "node:path";
function displayPath(absolute, cwd) {
  const rel = relative(cwd, absolute);
  const shown = rel === "" || isAbsolute(rel) ? absolute : rel;
  return shown.split(sep).join("/");
}

export {
  displayPath
};
