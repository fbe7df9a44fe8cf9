// The validate layer's public face: schema + code rules over plain values, no files, no positions.
export { checkDocument } from './check-document.js';
export { checkRequestBody } from './check-request-body.js';
export { withDefaults } from './defaults.js';
export { parseAnnotationDate, isRealDate, compareAnnotationDates } from './dates.js';
export { checkDocumentSet } from './check-document-set.js';
export { RULE_CODES } from './rule-codes.js';
