// The output formats of each command's views: the command line's `--format` choices and usage
// strings read them, and render/views.ts implements exactly these (the compiler holds the two
// together). A format name is a contract: added freely, never renamed.

export const VIEW_FORMATS = {
  validate: ['text', 'json', 'github'],
  plan: ['text', 'json', 'markdown'],
  apply: ['text', 'json', 'markdown'],
  doctor: ['text', 'json'],
  import: ['text'],
  fmt: ['text', 'json'],
} as const;

/** A command that shows its result through a view. */
export type ViewCommand = keyof typeof VIEW_FORMATS;

/** The formats of one command's views. */
export type FormatOf<C extends ViewCommand> = (typeof VIEW_FORMATS)[C][number];

/** Every format some command has. */
export const FORMATS = [...new Set(Object.values(VIEW_FORMATS).flat())];

/** `text|json|github`: a command's formats as usage strings show them. */
export function formatChoices(command: ViewCommand): string {
  return VIEW_FORMATS[command].join('|');
}
