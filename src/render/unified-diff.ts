// A unified diff of two texts (`--- a/PATH`, `+++ b/PATH`, `@@` hunks with 3 lines of
// context), as `git apply` and `patch -p1` read it. Lines are matched by Myers' algorithm
// within a budget of edits; past it the differing middle is one replacement, so the work is
// bounded for any text. Pure.

const CONTEXT = 3;
/** Edits Myers' search tries before the middle is taken as one replacement. */
const MAX_EDITS = 2_000;

type Op = { sign: ' ' | '-' | '+'; text: string };

/** The diff of `before` → `after` for the file at `path` ('' when they are the same). */
export function unifiedDiff(path: string, before: string, after: string): string {
  if (before === after) return '';
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = diffLines(a.lines, b.lines);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  // Line by line: a hunk may hold more lines than a call can take as arguments.
  for (const hunk of hunksOf(ops)) for (const line of hunk) out.push(line);
  // A last line without its newline never matches one with it, and says so, as diff does.
  return out.join('\n').replaceAll(NO_NEWLINE, '\n\\ No newline at end of file') + '\n';
}

/** Marks a last line that has no newline (a character no YAML text that reaches here holds). */
const NO_NEWLINE = '\u0000';

function splitLines(text: string): { lines: string[] } {
  const finalNewline = text.endsWith('\n');
  const lines = text === '' ? [] : (finalNewline ? text.slice(0, -1) : text).split('\n');
  if (!finalNewline && lines.length > 0) lines[lines.length - 1] += NO_NEWLINE;
  return { lines };
}

/** The edit script: common head and tail kept, the middle by Myers within MAX_EDITS. */
function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const same = (lines: readonly string[]): Op[] => lines.map((text) => ({ sign: ' ', text }));
  const middle = myers(midA, midB) ?? [
    ...midA.map((text): Op => ({ sign: '-', text })),
    ...midB.map((text): Op => ({ sign: '+', text })),
  ];
  return [...same(a.slice(0, head)), ...middle, ...same(a.slice(a.length - tail))];
}

/** Myers' shortest edit script, or undefined past MAX_EDITS. */
function myers(a: readonly string[], b: readonly string[]): Op[] | undefined {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, a, b, offset, d);
    }
  }
  return undefined;
}

function backtrack(
  trace: readonly Int32Array[],
  a: readonly string[],
  b: readonly string[],
  offset: number,
  edits: number,
): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = edits; d > 0; d--) {
    const v = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ sign: ' ', text: a[--x]! });
      y--;
    }
    if (down) ops.push({ sign: '+', text: b[--y]! });
    else ops.push({ sign: '-', text: a[--x]! });
  }
  while (x > 0 && y > 0) {
    ops.push({ sign: ' ', text: a[--x]! });
    y--;
  }
  return ops.reverse();
}

/** The hunks: each change with CONTEXT lines around it, changes close together in one hunk. */
function hunksOf(ops: readonly Op[]): string[][] {
  const hunks: string[][] = [];
  let i = 0;
  let lineA = 1;
  let lineB = 1;
  const advance = (op: Op) => {
    if (op.sign !== '+') lineA++;
    if (op.sign !== '-') lineB++;
  };
  while (i < ops.length) {
    if (ops[i]!.sign === ' ') {
      advance(ops[i]!);
      i++;
      continue;
    }
    let start = i;
    let startA = lineA;
    let startB = lineB;
    for (let c = 0; c < CONTEXT && start > 0 && ops[start - 1]!.sign === ' '; c++) {
      start--;
      startA--;
      startB--;
    }
    let end = i;
    let quiet = 0;
    while (end < ops.length && quiet <= 2 * CONTEXT) {
      quiet = ops[end]!.sign === ' ' ? quiet + 1 : 0;
      end++;
    }
    end -= Math.max(quiet - CONTEXT, 0);
    const body = ops.slice(start, end);
    const countA = body.filter((op) => op.sign !== '+').length;
    const countB = body.filter((op) => op.sign !== '-').length;
    hunks.push([
      `@@ -${range(startA, countA)} +${range(startB, countB)} @@`,
      ...body.map((op) => `${op.sign}${op.text}`),
    ]);
    for (const op of ops.slice(i, end)) advance(op);
    i = end;
  }
  return hunks;
}

function range(start: number, count: number): string {
  const first = count === 0 ? start - 1 : start;
  return count === 1 ? `${first}` : `${first},${count}`;
}
