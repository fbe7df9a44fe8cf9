// Belt and braces: the runner masks registered secrets in the log, but not in the files and
// comments the Action writes. Every text leaving the Action passes through here.

/** Replaces every occurrence of each non-empty secret with `***`. */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const present = secrets.filter((s) => s.length >= 4);
  return (text) => present.reduce((out, secret) => out.split(secret).join('***'), text);
}
