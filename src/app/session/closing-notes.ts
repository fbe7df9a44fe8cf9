// The note each reopened follow-up was closed with, read from its history: the planner warns
// when a reopen repeats it. Only the follow-ups the files reopen are read (a reopen
// is rare), a few at a time; a history that cannot be read only means no warning.
import type { ObserveClient } from '../../api/client.js';
import type { Annotation } from '../../model/annotation.js';
import type { DesiredDocument } from '../../plan/desired-document.js';

/** externalKey → the note of its latest `closed` entry, for the follow-ups the files reopen. */
export async function closingNotesOf(
  client: ObserveClient,
  desired: readonly DesiredDocument[],
  current: readonly Annotation[],
  { concurrency, signal }: { concurrency: number; signal?: AbortSignal },
): Promise<Map<string, string>> {
  const notes = new Map<string, string>();
  const listEvents = client.listEvents?.bind(client);
  if (!listEvents) return notes;
  const closed = new Map<string, string>();
  for (const a of current) {
    if (!a.platform && a.externalKey !== undefined && a.kind === 'follow-up' && a.status === 'done')
      closed.set(a.externalKey, a.id);
  }
  const reopened = desired
    .map((d) => d.document)
    .filter((doc) => doc.kind === 'follow-up' && (doc.status ?? 'open') === 'open')
    .filter((doc) => doc.note !== undefined && closed.has(doc.externalKey))
    .map((doc) => doc.externalKey);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < reopened.length) {
      const key = reopened[next++]!;
      try {
        const events = await listEvents(closed.get(key)!, signal ? { signal } : {});
        const close = events.find((e) => e.type === 'closed');
        if (close?.note !== undefined) notes.set(key, close.note);
      } catch {
        // No history, no warning: the plan itself does not depend on it.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, reopened.length) }, worker));
  return notes;
}
