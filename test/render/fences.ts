// Markdown's code fences, as the views must leave them: every fence that opens, closed.

/** Counts lines that open or close a code fence, tracking the opening fence's length. */
export function fencesBalanced(markdown: string): boolean {
  let open: string | undefined;
  for (const line of markdown.split('\n')) {
    const m = /^(`{3,}|~{3,})/.exec(line);
    if (!m) continue;
    if (open === undefined) open = m[1];
    else if (m[1]![0] === open[0] && m[1]!.length >= open.length && line.trim() === m[1])
      open = undefined;
  }
  return open === undefined;
}
