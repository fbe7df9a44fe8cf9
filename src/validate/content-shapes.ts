// The JSON shape of each content field (the upsert's request table): what a value read from
// outside (a server's answer, a saved plan) must be before anything compares or shows it.
// One table for the client's boundary (api/annotation-item.ts) and the saved-plan reader.
import type { ContentField } from './content-fields.js';

export type FieldShape = 'string' | 'boolean' | 'number' | 'strings' | 'scope' | 'refs';

export const CONTENT_SHAPES: Readonly<Record<ContentField, FieldShape>> = {
  kind: 'string',
  headline: 'string',
  description: 'string',
  dateFrom: 'string',
  dateTo: 'string',
  approximate: 'boolean',
  status: 'string',
  effect: 'string',
  reading: 'string',
  scope: 'scope',
  series: 'strings',
  display: 'boolean',
  source: 'string',
  evidence: 'strings',
  refs: 'refs',
};

/** How a message says what a field must be: "… is not a list of strings". */
export const SHAPE_WORDS: Readonly<Record<FieldShape, string>> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  strings: 'a list of strings',
  scope: 'an object of strings',
  refs: 'a list of {type, value} strings',
};

/** Pure: whether `value` has the JSON shape (a finite number for `number`). */
export function fitsShape(shape: FieldShape, value: unknown): boolean {
  switch (shape) {
    case 'string':
    case 'boolean':
      return typeof value === shape;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'strings':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
    case 'scope':
      return (
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        Object.values(value).every((v) => typeof v === 'string')
      );
    case 'refs':
      return (
        Array.isArray(value) &&
        value.every(
          (r) =>
            r !== null &&
            typeof r === 'object' &&
            typeof (r as Record<string, unknown>).type === 'string' &&
            typeof (r as Record<string, unknown>).value === 'string',
        )
      );
  }
}
