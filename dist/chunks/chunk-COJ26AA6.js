import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  CONTENT_FIELDS
} from "./chunk-ETFRSDZE.js";

// src/validate/defaults.ts
var FIELD_ORDER = CONTENT_FIELDS;
function withDefaults(content) {
  const source = content.source ?? "agent";
  const filled = {
    ...content,
    approximate: content.approximate ?? false,
    source
  };
  if (content.kind === "follow-up") filled.status = content.status ?? "open";
  if (content.kind === "event" || content.kind === "period")
    filled.effect = content.effect ?? "context";
  filled.display = content.display ?? (source === "system" ? content.effect !== void 0 && content.effect !== "context" : true);
  const ordered = {};
  for (const key of FIELD_ORDER) if (filled[key] !== void 0) ordered[key] = filled[key];
  for (const [key, value] of Object.entries(filled))
    if (!(key in ordered) && value !== void 0) ordered[key] = value;
  return ordered;
}

export {
  withDefaults
};
