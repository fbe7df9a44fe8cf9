// What the checks across files read of a document (check-document-set.ts: the key, refs by
// key; plan-look-ahead.ts: a follow-up's status and note besides): a run that needs nothing
// else of its documents (`validate`) keeps only these, and its worker threads post only these
// (a document's description and headline were most of what they posted). Pure.
import { isMap } from '../model/fields.js';

/**
 * The fields whose places those checks may ask for: each issue they find is at the document's
 * key, its status, or a ref's key (or at the document, whose place is always kept).
 */
export const ACROSS_FILES_PLACES: Readonly<Record<'document' | 'scope' | 'refs', string[]>> = {
  document: ['externalKey', 'status'],
  scope: [],
  refs: ['externalKey'],
};

/** The document fields those checks read; a ref keeps its `type` and `externalKey`. */
const FIELDS = ['externalKey', 'kind', 'status', 'note'] as const;
const REF_FIELDS = ['type', 'externalKey'] as const;

/**
 * `value` with only what the checks across files read: they find the same issues in it as in
 * `value` (a ref that is not a map, which they skip, is `null`, so every ref keeps its index).
 */
export function acrossFilesView(value: Record<string, unknown>): Record<string, unknown> {
  const view = pick(value, FIELDS);
  const refs = Object.hasOwn(value, 'refs') ? value.refs : undefined;
  if (Array.isArray(refs))
    view.refs = refs.map((ref: unknown) => (isMap(ref) ? pick(ref, REF_FIELDS) : null));
  else if (refs !== undefined) view.refs = null;
  return view;
}

function pick(from: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (Object.hasOwn(from, field)) out[field] = from[field];
  return out;
}
