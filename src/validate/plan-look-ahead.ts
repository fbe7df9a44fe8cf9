// What plan may refuse that the files alone already show, for a check without a server
// (`validate`, the Action's validate mode): a follow-up marked done without a note (plan
// refuses it when this closes the follow-up) and a ref by key to a key no file holds (plan
// refuses it unless the server has it). Warnings, not errors: only the server can decide.
// Locations are opaque (`L`), as in check-document-set.ts. Pure.
import type { SetIssue, SetItem } from './check-document-set.js';
import { isMap } from '../model/fields.js';

/** The issues of `items` (valid documents) that plan may turn into errors. */
export function planLookAhead<L>(items: readonly SetItem<L>[]): SetIssue<L>[] {
  const held = new Set<string>();
  for (const { value } of items) {
    const key = fieldOf(value, 'externalKey');
    if (typeof key === 'string') held.add(key);
  }
  const out: SetIssue<L>[] = [];
  for (const { value, at } of items) {
    if (
      fieldOf(value, 'kind') === 'follow-up' &&
      fieldOf(value, 'status') === 'done' &&
      fieldOf(value, 'note') === undefined
    ) {
      out.push({
        issue: {
          code: 'note.requiredToClose',
          message:
            'closing a follow-up needs a note; plan will check whether this closes it (add a note saying how it was resolved)',
          path: ['status'],
        },
        at,
      });
    }
    const refs = fieldOf(value, 'refs');
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref: unknown, index) => {
      if (fieldOf(ref, 'type') !== 'annotation') return;
      const key = fieldOf(ref, 'externalKey');
      if (typeof key !== 'string' || held.has(key)) return;
      out.push({
        issue: {
          code: 'refs.unknownKey',
          message: `annotation ${key} is not in the files; plan will look for it on the server`,
          path: ['refs', index, 'externalKey'],
        },
        at,
      });
    });
  }
  return out;
}

function fieldOf(value: unknown, name: string): unknown {
  return isMap(value) && Object.hasOwn(value, name) ? value[name] : undefined;
}
