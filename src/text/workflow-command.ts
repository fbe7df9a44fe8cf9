// A GitHub workflow command's escaping, as @actions/core does it: `%`, line breaks (and in a
// property `:` and `,`) written so no text can end a command or start another. Pure.

/** As @actions/core escapes a command's message. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** As @actions/core escapes a command's property values. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
