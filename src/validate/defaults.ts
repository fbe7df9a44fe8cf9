// The fields' defaults, applied as the server stores a write made with an API key.
// The planner compares desired content with these applied (PUT replaces content, so an omitted
// field goes back to its default) and the emulator stores them: one definition for both.
import type { Effect, FollowUpStatus, Kind, Source } from '../model/annotation.js';
import { CONTENT_FIELDS } from '../model/fields.js';

/** What the defaults read; any content shape (request, document, planned content) fits. */
export interface DefaultableContent {
  kind: Kind;
  approximate?: boolean;
  status?: FollowUpStatus;
  effect?: Effect;
  display?: boolean;
  source?: Source;
}

export type WithDefaults<T extends DefaultableContent> = T & {
  approximate: boolean;
  display: boolean;
  source: Source;
};

/** The spec's field order, so stored and planned content read (and hash) the same way. */
const FIELD_ORDER: readonly string[] = CONTENT_FIELDS;

/**
 * Fills what has a default: `approximate` false, `status` open (follow-ups), `effect` context
 * (events, periods), `source` agent, `display` true — false for source system unless an effect
 * other than context was given. Leaves absent what has none (series, evidence, scope, refs,
 * description, reading, dates). Other keys are kept after the content fields. Pure; no mutation.
 */
export function withDefaults<T extends DefaultableContent>(content: T): WithDefaults<T> {
  const source: Source = content.source ?? 'agent';
  const filled: Record<string, unknown> = {
    ...(content as Record<string, unknown>),
    approximate: content.approximate ?? false,
    source,
  };
  if (content.kind === 'follow-up') filled.status = content.status ?? 'open';
  if (content.kind === 'event' || content.kind === 'period')
    filled.effect = content.effect ?? 'context';
  filled.display =
    content.display ??
    (source === 'system' ? content.effect !== undefined && content.effect !== 'context' : true);
  const ordered: Record<string, unknown> = {};
  for (const key of FIELD_ORDER) if (filled[key] !== undefined) ordered[key] = filled[key];
  for (const [key, value] of Object.entries(filled))
    if (!(key in ordered) && value !== undefined) ordered[key] = value;
  return ordered as unknown as WithDefaults<T>;
}
