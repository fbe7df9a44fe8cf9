// A line diff for long text fields (Markdown descriptions): longest common subsequence,
// changed lines with a little context, long unchanged stretches folded.
interface DiffLine {
  sign: '+' | '-' | ' ';
  text: string;
}

export type DiffItem = DiffLine | { fold: number };

/** Pure; `context` unchanged lines are kept around each change, the rest folded into counts. */
export function lineDiff(before: string, after: string, context = 2): DiffItem[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ sign: ' ', text: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) {
      lines.push({ sign: '-', text: a[i++]! });
    } else {
      lines.push({ sign: '+', text: b[j++]! });
    }
  }
  return fold(lines, context);
}

function fold(lines: DiffLine[], context: number): DiffItem[] {
  const keep = lines.map((line, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((l) => l.sign !== ' '),
  );
  const out: DiffItem[] = [];
  let folded = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (folded > 0) out.push({ fold: folded });
      folded = 0;
      out.push(line);
    } else folded++;
  });
  if (folded > 0) out.push({ fold: folded });
  return out;
}
