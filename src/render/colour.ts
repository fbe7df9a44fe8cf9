// ANSI colour for terminal views; the caller decides (TTY, NO_COLOR), views only obey.
type Paint = (s: string) => string;

export interface Painter {
  red: Paint;
  green: Paint;
  yellow: Paint;
  bold: Paint;
  dim: Paint;
}

/** Identity functions when `enabled` is false, so views never test the flag themselves. */
export function painter(enabled: boolean): Painter {
  const sgr = (open: number, close: number): Paint =>
    enabled ? (s) => (s === '' ? s : `\u001b[${open}m${s}\u001b[${close}m`) : (s) => s;
  return {
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    bold: sgr(1, 22),
    dim: sgr(2, 22),
  };
}
