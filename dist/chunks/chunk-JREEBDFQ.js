import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/text/workflow-command.ts
function escapeData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}

export {
  escapeData,
  escapeProperty
};
