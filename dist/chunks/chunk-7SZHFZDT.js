import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  SecretRedactor,
  echoedForms
} from "./chunk-NJDPKVDU.js";
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
function writtenForms(secret) {
  const echoed = /* @__PURE__ */ new Set([...echoedForms(secret), escapeText(secret)]);
  return [...echoed].flatMap((shown) => FORMS.map((form) => form(shown)));
}
var Secrets = class extends SecretRedactor {
  constructor() {
    super(writtenForms);
  }
  /** Adds a secret, trimmed (undefined, empty or very short ones are ignored). */
  add(secret) {
    super.add(secret?.trim());
  }
};

export {
  Secrets
};
