// The lines that stand for diagnostics over the caps (100 a file, 1,000 a run): how many more
// there are, of which codes, and where reading a hopeless file stopped. Every view that lists
// diagnostics ends its list with them. Pure.
import type { DiagnosticCounts, OmittedDiagnostics } from '../model/diagnostic.js';

/** Files named one by one; the rest share one line. */
const FILES_NAMED = 10;
/** Codes named in a line; the rest are counted. */
const CODES_NAMED = 5;

export function omittedLines(omitted: OmittedDiagnostics | undefined): string[] {
  if (!omitted) return [];
  const lines = omitted.files.slice(0, FILES_NAMED).map((f) => {
    const stopped =
      f.stoppedAtLine === undefined
        ? ''
        : `; reading stopped at line ${f.stoppedAtLine}: the file has too many errors to go on`;
    return `${f.file}: ${countsText(f)} not shown${stopped}`;
  });
  const rest = omitted.files.slice(FILES_NAMED);
  if (rest.length > 0) {
    const counts = rest.reduce<DiagnosticCounts>(
      (sum, f) => {
        sum.errors += f.errors;
        sum.warnings += f.warnings;
        for (const [code, n] of Object.entries(f.codes))
          sum.codes[code] = (sum.codes[code] ?? 0) + n;
        return sum;
      },
      { errors: 0, warnings: 0, codes: {} },
    );
    lines.push(`${rest.length} more files: ${countsText(counts)} not shown`);
  }
  return lines;
}

/** `1,200 more diagnostics (1,000 errors, 200 warnings: yaml.syntax × 1,000, …)`. */
function countsText(c: DiagnosticCounts): string {
  const total = c.errors + c.warnings;
  const kinds = [
    c.errors > 0 ? plural(c.errors, 'error') : '',
    c.warnings > 0 ? plural(c.warnings, 'warning') : '',
  ].filter(Boolean);
  const codes = Object.entries(c.codes).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const named = codes
    .slice(0, CODES_NAMED)
    .map(([code, n]) => `${code} × ${n.toLocaleString('en-US')}`);
  if (codes.length > CODES_NAMED) named.push(`${codes.length - CODES_NAMED} other codes`);
  return `${plural(total, 'more diagnostic')} (${kinds.join(', ')}: ${named.join(', ')})`;
}

function plural(n: number, noun: string): string {
  return `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
}
