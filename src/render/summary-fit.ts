// The job summary holds at most 1 MiB per step; a longer one is refused whole. Cut a long
// summary at a line outside any code fence and close the open <details>, so what remains
// still renders. Pure.

const SUMMARY_LIMIT_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

/** The markdown itself when it fits, else its longest well-formed head plus a note. */
export function fitSummary(markdown: string, limit = SUMMARY_LIMIT_BYTES, note = ''): string {
  if (encoder.encode(markdown).length <= limit) return markdown;
  const tail = `\n\n> [!NOTE]\n> The job summary is limited to 1 MiB: the rest was cut.${note ? ` ${note}` : ''}\n`;
  const room = limit - encoder.encode(tail).length - 64 * 20;
  let used = 0;
  let cut = 0;
  let cutDetails = 0;
  let fence: string | undefined;
  let details = 0;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const size = encoder.encode(line).length + 1;
    if (used + size > room) break;
    used += size;
    offset += line.length + 1;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
    }
    if (fence === undefined) {
      details += (line.match(/<details>/g) ?? []).length;
      details -= (line.match(/<\/details>/g) ?? []).length;
      cut = offset;
      cutDetails = Math.max(0, details);
    }
  }
  return markdown.slice(0, cut) + '\n</details>'.repeat(Math.min(cutDetails, 20)) + tail;
}
