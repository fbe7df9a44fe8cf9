// A minimal Language Server Protocol client over stdio, enough to drive the YAML language server
// (the npm package `yaml-language-server`, the program behind VS Code's YAML extension) the way
// an editor does: initialize, hand it the user's `yaml.*` settings, open a file, and read the
// diagnostics, completions and hovers it answers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Diagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  message: string;
  severity?: number;
  source?: string;
}

export interface CompletionItem {
  label: string;
  documentation?: string | { kind: string; value: string };
}

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
};

const require = createRequire(import.meta.url);
const SERVER = join(
  dirname(require.resolve('yaml-language-server/package.json')),
  'bin',
  'yaml-language-server',
);

export class LanguageServer {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (m: Message) => void>();
  private readonly diagnosticsWaiters = new Map<string, (d: Diagnostic[]) => void>();
  private stderr = '';

  /**
   * Starts the server for the workspace folder `root`; `yaml` is what the user's settings hold
   * under `yaml.` (as `.vscode/settings.json` would give it). The schema store is always off:
   * the server then fetches nothing from the network.
   */
  static async start(root: string, yaml: Record<string, unknown>): Promise<LanguageServer> {
    const server = new LanguageServer(root, { ...yaml, schemaStore: { enable: false } });
    await server.initialize();
    return server;
  }

  private constructor(
    private readonly root: string,
    private readonly settings: Record<string, unknown>,
  ) {
    this.child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: 'pipe' });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
  }

  private send(message: Message): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private request(method: string, params: unknown): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (m) =>
        m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result),
      );
      this.send({ id, method, params });
    });
  }

  private notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(
        /Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1],
      );
      if (this.buffer.length < headerEnd + 4 + length) return;
      const body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(JSON.parse(body) as Message);
    }
  }

  private handle(m: Message): void {
    if (m.method === undefined && m.id !== undefined) {
      this.pending.get(m.id)?.(m);
      this.pending.delete(m.id);
    } else if (m.method === 'workspace/configuration' && m.id !== undefined) {
      // The sections the server asks for: yaml, http, [yaml], editor (and [yaml] per file).
      const items = (m.params as { items: { section?: string }[] }).items;
      this.send({
        id: m.id,
        result: items.map((i) => (i.section === 'yaml' ? this.settings : {})),
      });
    } else if (m.method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = m.params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnosticsWaiters.get(uri)?.(diagnostics);
      this.diagnosticsWaiters.delete(uri);
    } else if (m.id !== undefined) {
      this.send({ id: m.id, result: null }); // registerCapability, progress and the like
    }
  }

  private async initialize(): Promise<void> {
    const rootUri = pathToFileURL(this.root).href;
    await this.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'workspace' }],
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false } },
        textDocument: {
          publishDiagnostics: {},
          completion: { completionItem: { documentationFormat: ['markdown', 'plaintext'] } },
          hover: { contentFormat: ['markdown', 'plaintext'] },
        },
      },
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: {} });
    // The server pulls the settings above and applies them before it answers a code-lens
    // request (it awaits that pull): once this returns, every file opened is checked with them.
    await this.request('textDocument/codeLens', {
      textDocument: { uri: `${rootUri}/settings-applied.yaml` },
    });
  }

  /** Opens a file (its text given here, as an editor does) and resolves to its diagnostics. */
  open(path: string, text: string): Promise<Diagnostic[]> {
    const uri = pathToFileURL(path).href;
    const diagnostics = new Promise<Diagnostic[]>((resolve) =>
      this.diagnosticsWaiters.set(uri, resolve),
    );
    this.notify('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text },
    });
    return diagnostics;
  }

  async completion(path: string, line: number, character: number): Promise<CompletionItem[]> {
    const result = (await this.request('textDocument/completion', {
      textDocument: { uri: pathToFileURL(path).href },
      position: { line, character },
    })) as { items: CompletionItem[] } | CompletionItem[] | null;
    return Array.isArray(result) ? result : (result?.items ?? []);
  }

  async hover(path: string, line: number, character: number): Promise<string> {
    const result = (await this.request('textDocument/hover', {
      textDocument: { uri: pathToFileURL(path).href },
      position: { line, character },
    })) as { contents: { value: string } | string } | null;
    if (!result) return '';
    return typeof result.contents === 'string' ? result.contents : result.contents.value;
  }

  /** Shuts the server down the way an editor does, and waits for it to exit. */
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.on('close', resolve));
    await this.request('shutdown', null);
    this.notify('exit', null);
    await exited;
  }

  get errorOutput(): string {
    return this.stderr;
  }
}
