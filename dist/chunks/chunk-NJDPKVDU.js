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
function spelledPattern(secret) {
  const forms = [`Bearer ${secret}`, ...echoedForms(secret)];
  const pattern = new RegExp(
    forms.sort((a, b) => b.length - a.length).map((form) => [...form].map(waysOf).join("")).join("|"),
    "g"
  );
  const plus = secret.includes(" ") ? "+" : "Bearer+";
  const slash = forms.some((form) => form.includes("/"));
  return {
    pattern,
    needed: (text) => text.includes("%") || text.includes(plus) || slash && text.includes("\\/")
  };
}
function waysOf(c) {
  const hex = [...Buffer.from(c, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`);
  const ways = [
    c.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&"),
    hex.join("").replace(/[a-f]/g, (d) => `[${d}${d.toUpperCase()}]`)
  ];
  if (c === " ") ways.push("\\+");
  if (c === "/") ways.push("\\\\/");
  return `(?:${ways.join("|")})`;
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
  const wrapped = (part) => [...part].map((c) => c.replace(/[+/]/, "\\$&")).join(LINE_BREAK);
  return new RegExp([...parts].map(wrapped).join("|"), "g");
}
var BREAKS = ["\r\n", "\n", "\\r\\n", "\\n"];
var LINE_BREAK = String.raw`(?:\r?\n|\\(?:r\\)?n)?`;
var BASE64_CHARACTER = /[A-Za-z0-9+/_-]/;
function breakAt(text, at, back = false) {
  for (const b of BREAKS) if (text.startsWith(b, back ? at - b.length : at)) return b.length;
  return 0;
}
function hideEncoded(text, pattern, by) {
  pattern.lastIndex = 0;
  let out = "";
  let from = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    let start = match.index;
    for (let n = 0; n < 4 && start > from; ) {
      const skip = breakAt(text, start, true);
      if (skip) start -= skip;
      else if (BASE64_CHARACTER.test(text[start - 1])) {
        start--;
        n++;
      } else break;
    }
    let end = match.index + match[0].length;
    for (let n = 0; n < 4 && end < text.length; ) {
      const skip = breakAt(text, end);
      if (skip) end += skip;
      else if (BASE64_CHARACTER.test(text[end])) {
        end++;
        n++;
      } else break;
    }
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

// src/text/secret-redactor.ts
var REDACTED = "***";
var MIN_LENGTH = 4;
var SecretRedactor = class {
  /** `written`: every way a secret may be written in the texts redacted (its echoed forms). */
  constructor(written = echoedForms) {
    this.written = written;
  }
  written;
  /** Every written form of every secret, longest first. */
  forms = [];
  /** The secrets' base64 within longer encoded texts (`encodedPattern`), found last. */
  patterns = [];
  /** The secrets' forms URL-encoded any way, or with `\/` (`spelledPattern`). */
  spellings = [];
  known = /* @__PURE__ */ new Set();
  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret) {
    if (!secret || secret.length < MIN_LENGTH || this.known.has(secret)) return;
    this.known.add(secret);
    const forms = new Set(this.forms);
    for (const form of this.written(secret)) if (form.length >= MIN_LENGTH) forms.add(form);
    this.forms = [...forms].sort((a, b) => b.length - a.length);
    this.spellings.push(spelledPattern(secret));
    const pattern = encodedPattern(secret);
    if (pattern) this.patterns.push(pattern);
  }
  /** `text` with every form of every secret replaced by `***`; `text` itself when none is in it. */
  redact = (text) => {
    let out = text;
    for (const { pattern, needed } of this.spellings)
      if (needed(out)) out = out.replace(pattern, REDACTED);
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    for (const pattern of this.patterns) out = hideEncoded(out, pattern, REDACTED);
    return out;
  };
};
function keyRedactor(secret) {
  const redactor = new SecretRedactor();
  redactor.add(secret);
  return redactor.redact;
}

export {
  echoedForms,
  SecretRedactor,
  keyRedactor
};
