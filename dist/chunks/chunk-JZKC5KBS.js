import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/api/server-text.ts
var MAX_SERVER_TEXT = 2e3;
function cutServerText(text, max = MAX_SERVER_TEXT) {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 55296 && last <= 56319) end--;
  return `${text.slice(0, end)}\u2026 (${(text.length - end).toLocaleString("en-US")} more characters cut)`;
}

export {
  cutServerText
};
