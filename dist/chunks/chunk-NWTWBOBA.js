import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/text/echoed-forms.ts
var MIN_PART = 8;
function echoedForms(secret) {
  const forms = /* @__PURE__ */ new Set([secret, encodeURIComponent(secret)]);
  for (const text of [secret, `Bearer ${secret}`]) {
    const bytes = Buffer.from(text, "utf8");
    const hex = bytes.toString("hex");
    const padded = bytes.toString("base64");
    for (const form of [padded, padded.replace(/=+$/, ""), bytes.toString("base64url")])
      forms.add(form);
    forms.add(hex);
    forms.add(hex.toUpperCase());
  }
  return [...forms].sort((a, b) => b.length - a.length);
}
function encodedPattern(secret) {
  const bytes = Buffer.from(secret, "utf8");
  const parts = /* @__PURE__ */ new Set();
  for (const shift of [0, 1, 2]) {
    const part = alignedPart(bytes, shift);
    if (part.length < MIN_PART) continue;
    parts.add(part);
    parts.add(part.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  if (parts.size === 0) return void 0;
  return new RegExp([...parts].map((p) => p.replace(/[+/]/g, "\\$&")).join("|"), "g");
}
var BASE64_CHARACTER = /[A-Za-z0-9+/_-]/;
function hideEncoded(text, pattern, by) {
  pattern.lastIndex = 0;
  let out = "";
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    while (start > from && match.index - start < 4 && BASE64_CHARACTER.test(text[start - 1]))
      start--;
    let end = match.index + match[0].length;
    const group = end + 4;
    while (end < group && end < text.length && BASE64_CHARACTER.test(text[end])) end++;
    for (let pad = 0; pad < 2 && text[end] === "="; pad++) end++;
    out += text.slice(from, start) + by;
    from = end;
    pattern.lastIndex = end;
  }
  return from === 0 ? text : out + text.slice(from);
}
function alignedPart(bytes, shift) {
  const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString("base64");
  const whole = Math.floor((shift + bytes.length) / 3) * 4;
  return encoded.slice(shift === 0 ? 0 : 4, whole);
}

export {
  echoedForms,
  encodedPattern,
  hideEncoded
};
