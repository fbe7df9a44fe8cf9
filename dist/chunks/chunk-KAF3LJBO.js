import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/render/colour.ts
function painter(enabled) {
  const sgr = (open, close) => enabled ? (s) => s === "" ? s : `\x1B[${open}m${s}\x1B[${close}m` : (s) => s;
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22)
  };
}

export {
  painter
};
