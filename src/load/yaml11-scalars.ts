// Which plain words a YAML 1.1 reader (PyYAML, js-yaml's default schema, older tools) reads as
// something other than a string, where our YAML 1.2 core reader reads a string: the words the
// canonical form quotes so that every reader reads the same value. The tests are the YAML 1.1
// types' own (booleans such as yes/no/on/off/y/n, null as ~, base 2, 8 and 60 numbers, `_` in
// numbers, dates and date-times, the merge key `<<`, the value key `=`). Pure.

const YAML_11_TYPES: readonly RegExp[] = [
  /^(?:~|[Nn]ull|NULL)?$/,
  /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON|N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
  /^[-+]?0b[0-1_]+$/,
  /^[-+]?0[0-7_]+$/,
  /^[-+]?[0-9][0-9_]*$/,
  /^[-+]?0x[0-9a-fA-F_]+$/,
  /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
  /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
  /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:(?:t|T|[ \t]+)[0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}(?:\.[0-9]+)?(?:[ \t]*(?:Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$/,
  /^<<$/,
  /^=$/,
];

/**
 * True when a YAML 1.1 reader would read `word`, written plain, as another type than a
 * string (a boolean, null, a number, a timestamp, a merge or value key). `2026-09-17` is one (a date);
 * `2026-09-17T09` and `2026-09` are not (1.1's timestamps need minutes and seconds).
 */
export function readsAsOtherTypeIn11(word: string): boolean {
  // Every 1.1 type but null starts with one of these; a cheap test first (most words are text).
  if (word.length > 0 && !/^[-+.0-9~<=YyNnTtFfOo]/.test(word)) return false;
  return YAML_11_TYPES.some((type) => type.test(word));
}
