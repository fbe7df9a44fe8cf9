import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  escapeData,
  escapeProperty
} from "./chunk-JREEBDFQ.js";
import {
  code,
  escapeMarkdown
} from "./chunk-4RI3ONQP.js";
import {
  escapeJson,
  escapeText
} from "./chunk-UE5Y5UND.js";

// src/app/secrets.ts
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
  known = /* @__PURE__ */ new Set();
  /** Adds a secret (undefined, empty or very short ones are ignored); from now on it is redacted. */
  add(secret) {
    const value = secret?.trim();
    if (!value || value.length < MIN_LENGTH || this.known.has(value)) return;
    this.known.add(value);
    const forms = new Set(this.forms);
    for (const shown of [value, escapeText(value)])
      for (const form of FORMS) if (form(shown).length >= MIN_LENGTH) forms.add(form(shown));
    this.forms = [...forms].sort((a, b) => b.length - a.length);
  }
  /** `text` with every form of every secret replaced by `***`. */
  redact = (text) => {
    let out = text;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
};

export {
  REDACTED,
  Secrets
};
