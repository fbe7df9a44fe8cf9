// Keywords of schema/annotation.schema.json that speak to editors only: the YAML language server
// shows `markdownEnumDescriptions` when completing and hovering an enum's values, and
// `patternErrorMessage` instead of a raw regular expression. They never change a verdict.
// Declaring them to ajv as annotation keywords (no validation) keeps strict mode on for every
// other keyword. CommonJS, so that ajv-cli's `-c` loads it as well (scripts/bench/validate.mjs).
'use strict';

const EDITOR_KEYWORDS = {
  markdownEnumDescriptions: { type: 'array', items: { type: 'string' } },
  patternErrorMessage: { type: 'string' },
};

/** Teaches `ajv` the editor keywords; returns it. */
function addEditorKeywords(ajv) {
  for (const [keyword, metaSchema] of Object.entries(EDITOR_KEYWORDS))
    ajv.addKeyword({ keyword, metaSchema });
  return ajv;
}

module.exports = addEditorKeywords;
module.exports.EDITOR_KEYWORDS = EDITOR_KEYWORDS;
