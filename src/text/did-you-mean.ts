// "did you mean headline?" for unknown fields: the nearest known name by edit distance; for a
// value among fixed choices, also the one choice an abbreviation stands for.
// A hostile file may hold thousands of unknown fields, each asked about: the distance is
// computed on two reused rows and stops as soon as it can no longer beat the best so far.

let previous = new Uint32Array(64);
let current = new Uint32Array(64);

/**
 * Levenshtein distance, case-insensitive (a wrong case is the commonest slip: `headLine`).
 * With `atMost`, any distance above it is answered as `atMost + 1` (the work stops there).
 */
export function editDistance(a: string, b: string, atMost = Infinity): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  if (Math.abs(s.length - t.length) > atMost) return atMost + 1;
  if (t.length + 1 > previous.length) {
    previous = new Uint32Array(t.length + 1);
    current = new Uint32Array(t.length + 1);
  }
  let prev = previous;
  let row = current;
  for (let j = 0; j <= t.length; j++) prev[j] = j;
  for (let i = 1; i <= s.length; i++) {
    row[0] = i;
    let least = i;
    const c = s.charCodeAt(i - 1);
    for (let j = 1; j <= t.length; j++) {
      const cost = c === t.charCodeAt(j - 1) ? 0 : 1;
      const d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > atMost) return atMost + 1;
    [prev, row] = [row, prev];
  }
  const distance = prev[t.length]!;
  return distance > atMost ? atMost + 1 : distance;
}

/**
 * The value among a few fixed choices (an enum, a target) that `value` most likely meant: a
 * typo (`evnt` for `event`; past one edit, only a choice with the same first letter: `nope` is
 * no `code`), else the one choice it shortens (`prod` for `production`).
 */
export function nearestChoice(value: string, choices: readonly string[]): string | undefined {
  const near = nearestName(value, choices);
  if (near !== undefined && (editDistance(value, near, 1) <= 1 || sameStart(value, near)))
    return near;
  return onlyLonger(value, choices);
}

function sameStart(a: string, b: string): boolean {
  return a.slice(0, 1).toLowerCase() === b.slice(0, 1).toLowerCase();
}

/** Shorter than this, a value is no abbreviation worth suggesting from. */
const MIN_ABBREVIATION = 3;

/** The one choice that begins with `value` (case-insensitive), if exactly one does. */
function onlyLonger(value: string, choices: readonly string[]): string | undefined {
  if (value.length < MIN_ABBREVIATION) return undefined;
  const start = value.toLowerCase();
  let found: string | undefined;
  for (const choice of choices) {
    if (choice.length <= value.length || !choice.toLowerCase().startsWith(start)) continue;
    if (found !== undefined) return undefined;
    found = choice;
  }
  return found;
}

/** The known name closest to `name`, if it is close enough to be a plausible typo. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    // Only a candidate nearer than the best so far (and within the limit) can change the answer.
    const d = editDistance(name, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}
