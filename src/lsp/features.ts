// The requests beside diagnostics, each answered by a protocol-free function of the document's
// text and the workspace's reports: wired to the connection here.
import type { Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { LiveWorkspaces } from './live-workspaces.js';

export interface FeatureContext {
  workspaces: LiveWorkspaces;
  /** The open document of a URI; a ResponseError when the editor never opened it. */
  document(uri: string): TextDocument;
  /** Resolves once the edits received so far are validated. */
  settled(): Promise<void>;
}

export function registerFeatures(connection: Connection, ctx: FeatureContext): void {
  void connection;
  void ctx;
}
