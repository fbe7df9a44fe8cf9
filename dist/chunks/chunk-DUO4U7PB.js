import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);

// src/render/omitted-lines.ts
var FILES_NAMED = 10;
var CODES_NAMED = 5;
function omittedLines(omitted) {
  if (!omitted) return [];
  const lines = omitted.files.slice(0, FILES_NAMED).map((f) => {
    const stopped = f.stoppedAtLine === void 0 ? "" : `; reading stopped at line ${f.stoppedAtLine}: the file has too many errors to go on`;
    return `${f.file}: ${countsText(f)} not shown${stopped}`;
  });
  const rest = omitted.files.slice(FILES_NAMED);
  if (rest.length > 0) {
    const counts = rest.reduce(
      (sum, f) => {
        sum.errors += f.errors;
        sum.warnings += f.warnings;
        for (const [code, n] of Object.entries(f.codes))
          sum.codes[code] = (sum.codes[code] ?? 0) + n;
        return sum;
      },
      { errors: 0, warnings: 0, codes: {} }
    );
    lines.push(`${rest.length} more files: ${countsText(counts)} not shown`);
  }
  return lines;
}
function countsText(c) {
  const total = c.errors + c.warnings;
  const kinds = [
    c.errors > 0 ? plural(c.errors, "error") : "",
    c.warnings > 0 ? plural(c.warnings, "warning") : ""
  ].filter(Boolean);
  const codes = Object.entries(c.codes).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const named = codes.slice(0, CODES_NAMED).map(([code, n]) => `${code} \xD7 ${n.toLocaleString("en-US")}`);
  if (codes.length > CODES_NAMED) named.push(`${codes.length - CODES_NAMED} other codes`);
  return `${plural(total, "more diagnostic")} (${kinds.join(", ")}: ${named.join(", ")})`;
}
function plural(n, noun) {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

export {
  omittedLines
};
