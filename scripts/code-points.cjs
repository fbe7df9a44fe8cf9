// What the precompiled validators count for minLength and maxLength in place of ajv's runtime
// `ucs2length` (scripts/build-validators.mjs swaps it in): the code points of a string, a
// surrogate pair counting once and a lone surrogate once, exactly as ajv counts them. Ajv
// reads every character in a loop; most strings hold no surrogate at all, which one regular
// expression tells (for a string of one-byte characters at once), and a pair is counted by a
// match rather than a character at a time. CommonJS, as ajv's runtime helpers are.
'use strict';

const SURROGATE = /[\uD800-\uDFFF]/;
const PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Code points in `str` (ajv's `ucs2length`). */
function codePoints(str) {
  if (!SURROGATE.test(str)) return str.length;
  const pairs = str.match(PAIR);
  return str.length - (pairs ? pairs.length : 0);
}

exports.default = codePoints;
