// The plan hash names WHAT would be written: keys, actions, target contents, notes, ids and
// the server fingerprints the plan relies on. Not file names, lines or file order.
import type { Change } from '../model/plan.js';
import { hashOf } from '../text/canonical-json.js';
import { comparable } from './compare-fields.js';

/** Pure; the same for the same writes whatever the files looked like. */
export function planHashOf(changes: readonly Change[]): string {
  return hashOf({ formatVersion: 1, changes: changes.map(hashed) });
}

/**
 * One change's part of the plan hash, hashed on its own: two plans' changes of one key differ
 * exactly when these do (the Action tells a reviewed plan's changes from a fresh plan's by it).
 */
export function changeHashOf(change: Change): string {
  return hashOf(hashed(change));
}

function hashed(change: Change): Record<string, unknown> {
  return change.action === 'delete'
    ? {
        action: change.action,
        externalKey: change.externalKey,
        fingerprint: change.fingerprint,
      }
    : {
        action: change.action,
        externalKey: change.externalKey,
        after: normalised(change.after),
        note: change.note,
        fingerprint: change.action === 'update' ? change.fingerprint : undefined,
      };
}

function normalised(content: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(content).map(([field, value]) => [field, comparable(field, value)]),
  );
}
