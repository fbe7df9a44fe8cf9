// An editor, as far as the language server can tell: the built package's `lsp --stdio` in a
// child process, driven over stdio by the protocol's own client connection
// (vscode-languageserver-protocol over vscode-jsonrpc): initialize with workspace folders,
// open, change and close documents, ask, and collect the diagnostics it publishes.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { builtPackage } from '../support/built-package.js';

/**
 * The arguments an editor starts the package's bin with: the VS Code extension's own, so the
 * server these tests drive is the one it starts.
 */
const { SERVER_ARGS } = createRequire(import.meta.url)(
  '../../editors/vscode/server-command.js',
) as {
  SERVER_ARGS: string[];
};

export class LspClient {
  readonly connection: ProtocolConnection;
  /** The last diagnostics published for each URI. */
  readonly diagnostics = new Map<string, Diagnostic[]>();
  /** Every publication, in order. */
  readonly published: { uri: string; diagnostics: Diagnostic[] }[] = [];
  private readonly waiters: { until: () => boolean; resolve: () => void }[] = [];
  private versions = new Map<string, number>();
  private stderrText = '';
  readonly exited: Promise<number | null>;
  readonly messages: string[] = [];

  private constructor(readonly child: ChildProcessWithoutNullStreams) {
    this.exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
    child.stderr.on('data', (chunk: Buffer) => (this.stderrText += chunk.toString()));
    this.connection = createProtocolConnection(
      new StreamMessageReader(child.stdout),
      new StreamMessageWriter(child.stdin),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (p) => {
      const { uri, diagnostics } = p as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.set(uri, diagnostics);
      this.published.push({ uri, diagnostics });
      this.check();
    });
    this.connection.onNotification('window/showMessage', (p) => {
      this.messages.push((p as { message: string }).message);
      this.check();
    });
    this.connection.onRequest('client/registerCapability', () => null);
    this.connection.onRequest('window/showMessageRequest', () => null);
    this.connection.listen();
  }

  /**
   * Starts the server on the workspace `folders` and waits for its answer to `initialize`;
   * `nodeArgs` go to Node before the bin (a test's `--import`).
   */
  static async start(
    folders: string[],
    cwd = folders[0]!,
    nodeArgs: string[] = [],
  ): Promise<LspClient> {
    const { bin } = builtPackage();
    const child = spawn(process.execPath, [...nodeArgs, bin, ...SERVER_ARGS], {
      cwd,
      stdio: 'pipe',
      env: { ...process.env, OBSERVE_API_KEY: '' },
    });
    const client = new LspClient(child);
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uriOf(folders[0]!),
      workspaceFolders: folders.map((f, i) => ({ uri: uriOf(f), name: `folder${i}` })),
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: { relatedInformation: true } },
      },
    });
    await client.connection.sendNotification('initialized', {});
    return client;
  }

  /** Resolves when `until` holds of what was received (checked at every message). */
  when(until: () => boolean): Promise<void> {
    if (until()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ until, resolve }));
  }

  private check(): void {
    for (const w of [...this.waiters]) {
      if (!w.until()) continue;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve();
    }
  }

  /** Waits for the diagnostics of `path` to satisfy `until` (published at least once). */
  async diagnosticsOf(
    path: string,
    until: (d: Diagnostic[]) => boolean = () => true,
  ): Promise<Diagnostic[]> {
    const uri = uriOf(path);
    await this.when(() => this.diagnostics.has(uri) && until(this.diagnostics.get(uri)!));
    return this.diagnostics.get(uri)!;
  }

  async open(path: string, text: string): Promise<void> {
    const uri = uriOf(path);
    this.versions.set(uri, 1);
    await this.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text },
    });
  }

  /** Replaces the whole text (the server takes incremental changes; a whole one is one too). */
  async change(path: string, text: string): Promise<void> {
    const uri = uriOf(path);
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ text }],
    });
  }

  /**
   * Sends one change per text in a single write, as an editor does when the user types faster
   * than the server validates: the server reads them all before it could validate any.
   */
  changeAll(path: string, texts: readonly string[]): void {
    const uri = uriOf(path);
    const frames = texts.map((text) => {
      const version = (this.versions.get(uri) ?? 1) + 1;
      this.versions.set(uri, version);
      const body = Buffer.from(
        JSON.stringify({
          jsonrpc: '2.0',
          method: 'textDocument/didChange',
          params: { textDocument: { uri, version }, contentChanges: [{ text }] },
        }),
      );
      return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
    });
    this.child.stdin.write(Buffer.concat(frames));
  }

  async close(path: string): Promise<void> {
    await this.connection.sendNotification('textDocument/didClose', {
      textDocument: { uri: uriOf(path) },
    });
  }

  /**
   * Resolves once the server has validated everything it was told so far, with every file's
   * values whole: a request on a document of no workspace (one the server answers only then).
   */
  async settled(): Promise<void> {
    const scratch = join(tmpdir(), 'oa-lsp-client-scratch.yaml');
    await this.open(scratch, '');
    await this.request('textDocument/documentSymbol', { textDocument: { uri: uriOf(scratch) } });
    await this.close(scratch);
  }

  request<R>(method: string, params: unknown): Promise<R> {
    return this.connection.sendRequest(method, params) as Promise<R>;
  }

  /** Shuts down as an editor does; resolves to the exit code. */
  async stop(): Promise<number | null> {
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    const code = await this.exited;
    this.connection.dispose();
    return code;
  }

  get stderr(): string {
    return this.stderrText;
  }
}

export function uriOf(path: string): string {
  return pathToFileURL(path).href;
}
