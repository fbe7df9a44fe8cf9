// The language server: `validate`, live, over the Language Server Protocol. A thin wiring of
// the connection to the workspaces (live-workspaces.ts) and the protocol-free features; the
// rules are the application's, never written here again.
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  DidChangeWorkspaceFoldersNotification,
  ErrorCodes,
  FileChangeType,
  MessageType,
  ProposedFeatures,
  ResponseError,
  ShowMessageNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { VERSION } from '../app/version.js';
import { Coalescer } from './coalescer.js';
import { LiveWorkspaces } from './live-workspaces.js';
import { registerFeatures } from './features.js';
import { pathOfUri } from './uris.js';

/** Files read again whole per turn after the first diagnostics (few enough for one thread). */
const FILES_PER_BATCH = 16;

/**
 * Serves one editor over `input` and `output` (the process's stdin and stdout) until it says
 * `exit`. Never talks to the network, never reads a key.
 */
export function startLanguageServer(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): Connection {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  const byPath = new Map<string, TextDocument>();
  const openText = (path: string) => byPath.get(path)?.getText();
  const workspaces = new LiveWorkspaces(openText, {
    diagnostics: (uri, diagnostics) => void connection.sendDiagnostics({ uri, diagnostics }),
    problem: (folder, message) =>
      void connection.sendNotification(ShowMessageNotification.type, {
        type: MessageType.Warning,
        message: `observe-annotations (${folder}): ${message}`,
      }),
  });
  // The files read at start keep only what the checks read (the first diagnostics cost what
  // validate costs); after the rounds, a few at a time, they are read again whole for hover
  // and completion. An edit waits at most for one such batch.
  let filling = false;
  const rounds: Coalescer = new Coalescer(
    async () => {
      await workspaces.publish();
      if (!filling) {
        filling = true;
        setImmediate(fill);
      }
    },
    (error) => connection.console.error(`validation failed: ${(error as Error).message}`),
  );
  const fill = () =>
    rounds.then(async () => {
      if (await workspaces.completeSome(FILES_PER_BATCH)) setImmediate(fill);
      else filling = false;
    });
  let folders: string[] = [];
  let watchDynamically = false;

  connection.onInitialize((params) => {
    folders = foldersOf(params);
    watchDynamically =
      params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    return capabilities();
  });
  connection.onInitialized(async () => {
    if (watchDynamically)
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{yaml,yml}' }],
      });
    for (const folder of folders) await workspaces.add(folder);
    rounds.request();
  });
  const changed = (document: TextDocument) => {
    const path = pathOfUri(document.uri);
    if (path === undefined) return;
    if (documents.get(document.uri)) byPath.set(path, document);
    else byPath.delete(path);
    if (workspaces.touch(path)) rounds.request();
  };
  documents.onDidChangeContent((e) => changed(e.document));
  documents.onDidClose((e) => {
    const path = pathOfUri(e.document.uri);
    if (path !== undefined) byPath.delete(path);
    if (path !== undefined && workspaces.touch(path)) rounds.request();
  });
  connection.onDidChangeWatchedFiles(async ({ changes }) => {
    const paths = changes.flatMap((c) => pathOfUri(c.uri) ?? []);
    const createdOrDeleted = changes.some((c) => c.type !== FileChangeType.Changed);
    await workspaces.changedOnDisk(paths, createdOrDeleted);
    rounds.request();
  });
  // Taken directly (the library's helper refuses clients that do not announce it).
  connection.onNotification(DidChangeWorkspaceFoldersNotification.type, async ({ event }) => {
    const { added, removed } = event;
    for (const f of removed) workspaces.remove(pathOfUri(f.uri) ?? f.uri);
    for (const f of added) {
      const path = pathOfUri(f.uri);
      if (path !== undefined) await workspaces.add(path);
    }
    rounds.request();
  });
  registerFeatures(connection, {
    workspaces,
    document: (uri) => {
      const document = documents.get(uri);
      if (!document)
        throw new ResponseError(ErrorCodes.InvalidParams, `unknown document ${uri}: open it first`);
      return document;
    },
    // After the edits received so far, with every file's values whole.
    settled: async () => {
      await rounds.idle();
      while (filling) {
        await new Promise((resolve) => setImmediate(resolve));
        await rounds.idle();
      }
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
      // `fmt` is not wired in yet: formatting is left to it once it is.
      documentFormattingProvider: false,
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
