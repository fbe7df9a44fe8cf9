import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/text/excerpt.ts
var EXCERPT_LENGTH = 80;
function excerpt(text, max = EXCERPT_LENGTH) {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join("")}\u2026`;
}
function shortMessage(message, max = EXCERPT_LENGTH) {
  const cut = message.replace(
    /"((?:[^"\\]|\\.)*)"/g,
    (whole, inner) => inner.length <= max ? whole : `"${excerpt(inner, max)}"`
  );
  return excerpt(cut, 3 * max);
}

export {
  excerpt,
  shortMessage
};
