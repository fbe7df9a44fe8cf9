// The emulator never writes to the terminal itself: whoever starts it passes a logger.

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** A bug or an I/O failure; `error` carries the stack for the operator, never for a client. */
  error(message: string, error?: unknown): void;
}

/** The default: say nothing (tests and the embedded mode). */
export const SILENT_LOGGER: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
