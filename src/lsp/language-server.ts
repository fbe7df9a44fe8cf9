// The language server: `validate`, live, over the Language Server Protocol. A thin wiring of
// the connection to the workspaces (live-workspaces.ts) and the protocol-free features; the
// rules are the application's, never written here again.
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  MessageType,
  ProposedFeatures,
  ResponseError,
  ShowMessageNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type MessageReader,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startReadersAhead } from '../app/session/live-validation.js';
import { VERSION } from '../app/version.js';
import { followEditor } from './follow-editor.js';
import { LiveWorkspaces } from './live-workspaces.js';
import { BatchedMessageWriter } from './message-writer.js';
import { registerFeatures } from './features.js';
import { pathOfUri } from './uris.js';
import { ValidationRounds } from './validation-rounds.js';

/**
 * Serves one editor over `input` and `output` (the process's stdin and stdout) until it says
 * `exit`. Never talks to the network, never reads a key.
 */
export function startLanguageServer(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Connection {
  // The input stays a stream: the library then ends the process when the editor closes it, as
  // with two streams (it tells a stream from a reader when it runs; only its types are stricter).
  const readersAhead = startReadersAhead();
  const connection = createConnection(
    ProposedFeatures.all,
    input as unknown as MessageReader,
    new BatchedMessageWriter(output),
  );
  const documents = new TextDocuments(TextDocument);
  const byPath = new Map<string, TextDocument>();
  const workspaces = new LiveWorkspaces((path) => byPath.get(path)?.getText(), {
    diagnostics: (uri, diagnostics) => connection.sendDiagnostics({ uri, diagnostics }),
    problem: (folder, message) =>
      void connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `observe-annotations (${folder}): ${message}`,
      }),
  });
  const rounds = new ValidationRounds(workspaces, (error) =>
    connection.console.error(`validation failed: ${(error as Error).message}`),
  );
  let read: Promise<void> = Promise.resolve();
  let watchDynamically = false;
  connection.onInitialize((params) => {
    // Read from now on, while the editor takes the answer and says `initialized`: each file's
    // own diagnostics as it is read, then a round with the checks across files.
    const folders = foldersOf(params);
    read = (async () => {
      for (const folder of folders) await workspaces.add(folder);
      // Threads that failed to start leave nothing to end; the round comes all the same.
      (await readersAhead.catch(() => () => {}))();
      rounds.request();
    })();
    watchDynamically =
      params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return capabilities();
  });
  connection.onInitialized(() => {
    if (watchDynamically)
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{yaml,yml}' }],
      });
  });
  followEditor(connection, documents, byPath, workspaces, rounds);
  registerFeatures(connection, {
    workspaces,
    document: (uri) => {
      const document = documents.get(uri);
      if (!document)
        throw new ResponseError(ErrorCodes.InvalidParams, `unknown document ${uri}: open it first`);
      return document;
    },
    // A request during the first read waits for it, and for its round.
    settled: async () => {
      await read;
      await rounds.settled();
    },
  });
  documents.listen(connection);
  connection.listen();
  return connection;
}

function capabilities(): InitializeResult {
  return {
    capabilities: {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      documentSymbolProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      hoverProvider: true,
      completionProvider: { triggerCharacters: [':', ' '] },
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      // What `fmt` writes: one edit of the whole text, none for a file fmt refuses.
      documentFormattingProvider: true,
      workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
    },
    serverInfo: { name: 'observe-annotations', version: VERSION },
  };
}

/** The folders the editor opened: its workspace folders, else its root. */
function foldersOf(params: InitializeParams): string[] {
  const uris =
    params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
  return uris.flatMap((uri) => pathOfUri(uri) ?? []);
}
