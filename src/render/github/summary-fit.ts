// The job summary holds at most 1 MiB per step; a longer one is refused whole. Cut a long
// summary at a line (inside a file's diff too: one file's changes may alone be over the
// limit), close the code fence and the <details> left open, and say what was cut, so what
// remains still renders and shows as much as fits. Pure.

const SUMMARY_LIMIT_BYTES = 1024 * 1024;

const encoder = new TextEncoder();
const bytes = (text: string): number => encoder.encode(text).length;

/** Room kept for the closing fence, the closing </details> and the note. */
const RESERVE_BYTES = 4 * 1024;

interface Cut {
  /** Lines kept. */
  kept: number;
  /** The open fence at the cut (its marker), if any. */
  fence?: string;
  /** <details> left open. */
  details: number;
  /** The last section (a `<summary>`) opened before the cut. */
  section?: string;
}

/** The markdown itself when it fits, else its longest well-formed head plus a note. */
export function fitSummary(markdown: string, limit = SUMMARY_LIMIT_BYTES, note = ''): string {
  if (bytes(markdown) <= limit) return markdown;
  const lines = markdown.split('\n');
  const cut = cutAt(lines, limit - RESERVE_BYTES - bytes(note));
  const closing =
    (cut.fence ? `\n${cut.fence}` : '') + '\n</details>'.repeat(Math.min(cut.details, 20));
  const where = cut.section
    ? ` It was cut inside ${cut.section.slice(0, 300)}${cut.fence ? ', within its diff' : ''}.`
    : '';
  const more = lines.length - cut.kept;
  const tail = `\n\n> [!NOTE]\n> The job summary is limited to 1 MiB: the rest was cut (${more.toLocaleString('en-US')} more ${more === 1 ? 'line' : 'lines'}).${where}${note ? ` ${note}` : ''}\n`;
  return lines.slice(0, cut.kept).join('\n') + closing + tail;
}

/** How many lines fit in `room` bytes, and what is open after them. */
function cutAt(lines: readonly string[], room: number): Cut {
  let used = 0;
  const cut: Cut = { kept: 0, details: 0 };
  for (const line of lines) {
    const size = bytes(line) + 1;
    if (used + size > room) break;
    used += size;
    cut.kept++;
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (cut.fence === undefined) cut.fence = marker;
      else if (marker[0] === cut.fence[0] && marker.length >= cut.fence.length) delete cut.fence;
      continue;
    }
    if (cut.fence !== undefined) continue;
    cut.details += (line.match(/<details>/g) ?? []).length;
    cut.details = Math.max(0, cut.details - (line.match(/<\/details>/g) ?? []).length);
    const section = /<summary>(.*?)<\/summary>/.exec(line)?.[1];
    if (section !== undefined) cut.section = section;
  }
  return cut;
}
