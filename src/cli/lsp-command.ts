// `lsp --stdio`: the language server over the process's stdin and stdout, until the editor
// says `exit` (the protocol's library then ends the process: 0 after `shutdown`, 1 without).
import type { startLanguageServer } from '../lsp/language-server.js';
import { UserError } from '../model/errors.js';
import type { CliContext } from './cli-context.js';

/**
 * Serves the editor with the server `load` gives: the CLI's entry loads its module only now,
 * the language server's own bundle (lsp-main.ts) has it at hand.
 */
export async function runLsp(
  { ctx }: CliContext,
  load: () => Promise<typeof startLanguageServer>,
): Promise<number> {
  if (!ctx.options.stdio)
    throw new UserError("lsp speaks over stdin and stdout only: run 'lsp --stdio'");
  const start = await load();
  const connection = start(process.stdin, process.stdout);
  // The connection keeps the process; on `exit` the library ends it with its code.
  await new Promise<void>((resolve) => connection.onExit(() => resolve()));
  return 0;
}
