// `lsp --stdio`: the language server over the process's stdin and stdout, until the editor
// says `exit` (the protocol's library then ends the process: 0 after `shutdown`, 1 without).
import { UserError } from '../model/errors.js';
import type { CliContext } from './cli-context.js';

export async function runLsp({ ctx }: CliContext): Promise<number> {
  if (!ctx.options.stdio)
    throw new UserError("lsp speaks over stdin and stdout only: run 'lsp --stdio'");
  const { startLanguageServer } = await import('../lsp/language-server.js');
  const connection = startLanguageServer(process.stdin, process.stdout);
  // The connection keeps the process; on `exit` the library ends it with its code.
  await new Promise<void>((resolve) => connection.onExit(() => resolve()));
  return 0;
}
