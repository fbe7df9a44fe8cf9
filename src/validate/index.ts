// The validate layer's public face: schema + code rules over plain values, no files, no positions.
export { checkDocument, DOCUMENT_FIELDS } from './check-document.js';
export { checkRequestBody } from './check-request-body.js';
export { withDefaults, type DefaultableContent, type WithDefaults } from './defaults.js';
export {
  parseAnnotationDate,
  isRealDate,
  compareAnnotationDates,
  calendarProblem,
  type AnnotationDate,
} from './dates.js';
export { checkDocumentSet, type SetItem, type SetIssue } from './check-document-set.js';
export { RULE_CODES } from './rule-codes.js';
