// Text a server sends (an error message, a field of a detail) is shown at most 2,000
// characters, then says how much was cut: a 20 MB message prints as 2,000 characters
// and one line, never as 20 MB.

const MAX_SERVER_TEXT = 2000;

/** Pure; cuts at `max` characters (never inside a surrogate pair) and says how many followed. */
export function cutServerText(text: string, max = MAX_SERVER_TEXT): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // keep a pair whole
  return `${text.slice(0, end)}… (${(text.length - end).toLocaleString('en-US')} more characters cut)`;
}
