import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  echoedForms,
  encodedPattern,
  hideEncoded,
  spelledPattern
} from "./chunk-5QRHPWNI.js";
import {
  escapeData,
  escapeProperty
} from "./chunk-JREEBDFQ.js";
import {
  code,
  escapeMarkdown
} from "./chunk-ILCIXNGT.js";
import {
  escapeJson,
  escapeText
} from "./chunk-QVCCW6JO.js";

// src/app/run/secrets.ts
var REDACTED = "***";
var MIN_LENGTH = 4;
var FORMS = [
  (s) => s,
  (s) => JSON.stringify(s).slice(1, -1),
  (s) => escapeJson(JSON.stringify(s).slice(1, -1)),
  escapeMarkdown,
  (s) => code(s).slice("<code>".length, -"</code>".length),
  escapeData,
  escapeProperty,
  encodeURIComponent
];
var Secrets = class {
  forms = [];
  /** The secrets' base64 within longer encoded texts (`encodedPattern`), found last. */
  patterns = [];
  /** The secrets' forms URL-encoded any way, or with `\/` (`spelledPattern`). */
  spellings = [];
  known = /* @__PURE__ */ new Set();
  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret) {
    const value = secret?.trim();
    if (!value || value.length < MIN_LENGTH || this.known.has(value)) return;
    this.known.add(value);
    const forms = new Set(this.forms);
    const pattern = encodedPattern(value);
    if (pattern) this.patterns.push(pattern);
    this.spellings.push(spelledPattern(value));
    const echoed = /* @__PURE__ */ new Set([...echoedForms(value), escapeText(value)]);
    for (const shown of echoed)
      for (const form of FORMS) if (form(shown).length >= MIN_LENGTH) forms.add(form(shown));
    this.forms = [...forms].sort((a, b) => b.length - a.length);
  }
  /** `text` with every form of every secret replaced by `***`. */
  redact = (text) => {
    let out = text;
    for (const { pattern, needed } of this.spellings)
      if (needed(out)) out = out.replace(pattern, REDACTED);
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    for (const pattern of this.patterns) out = hideEncoded(out, pattern, REDACTED);
    return out;
  };
};

export {
  REDACTED,
  Secrets
};
