// The language server's entry (bundled to dist/lsp.js, which bin/ runs for `lsp`): the same
// dispatcher as the CLI's entry, with the server and every part it may need imported up front,
// so an editor's server loads the bundle and the chunks it shares with its worker threads
// instead of the CLI's split bundle, then the server's (docs/performance.md). Only `lsp` is here.
import { startLanguageServer } from '../lsp/language-server.js';
import { runLsp } from './lsp-command.js';
import { oneCommandMain } from './parts-at-hand.js';

/** Runs `lsp …` and resolves to its exit code; never throws. */
export const main = oneCommandMain('lsp', (cli) => runLsp(cli, async () => startLanguageServer));
