// Messages quote no more of a file than the diagnostic needs: a key or a scalar named in a
// message is cut to a short excerpt (the code frame shows the line itself, cut as well).

/** The length a quoted key or scalar is cut to, in code points. */
const EXCERPT_LENGTH = 80;

/** `text` cut to `max` code points, with `…` when cut. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

/**
 * A parser's message with every double-quoted part cut to an excerpt (the `yaml` package
 * quotes the whole offending token: `Unexpected scalar token in YAML stream: "…"`), and the
 * whole cut to three excerpts' length (some messages name a token unquoted).
 */
export function shortMessage(message: string, max = EXCERPT_LENGTH): string {
  const cut = message.replace(/"((?:[^"\\]|\\.)*)"/g, (whole, inner: string) =>
    inner.length <= max ? whole : `"${excerpt(inner, max)}"`,
  );
  return excerpt(cut, 3 * max);
}
