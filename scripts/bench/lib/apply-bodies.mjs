// The annotations of the apply bench: their keys, and the body the planner sends for each
// (defaults filled in), shared by the bench's files and its minimal client.

export const keyOf = (i) => `bench-${String(i).padStart(4, '0')}`;

export const bodyOf = (i) =>
  JSON.stringify({
    kind: 'setup',
    headline: `Bench annotation ${i}`,
    approximate: false,
    display: true,
    source: 'agent',
  });
