// What the editor tells of its files: documents opened, changed and closed (their text counts
// over the disk), files changed on the disk, workspace folders added and removed. Each marks
// what to check again and asks for a round.
import {
  DidChangeWorkspaceFoldersNotification,
  FileChangeType,
  type Connection,
  type TextDocuments,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { LiveWorkspaces } from './live-workspaces.js';
import { pathOfUri } from './uris.js';
import type { ValidationRounds } from './validation-rounds.js';

export function followEditor(
  connection: Connection,
  documents: TextDocuments<TextDocument>,
  /** The open documents by path, kept here. */
  byPath: Map<string, TextDocument>,
  workspaces: LiveWorkspaces,
  rounds: ValidationRounds,
): void {
  documents.onDidChangeContent(({ document }) => {
    const path = pathOfUri(document.uri);
    if (path === undefined) return;
    if (documents.get(document.uri)) byPath.set(path, document);
    else byPath.delete(path);
    if (workspaces.touch(path)) rounds.request();
  });
  documents.onDidClose(({ document }) => {
    const path = pathOfUri(document.uri);
    if (path === undefined) return;
    byPath.delete(path);
    if (workspaces.touch(path)) rounds.request();
  });
  connection.onDidChangeWatchedFiles(async ({ changes }) => {
    const paths = changes.flatMap((c) => pathOfUri(c.uri) ?? []);
    const createdOrDeleted = changes.some((c) => c.type !== FileChangeType.Changed);
    await workspaces.changedOnDisk(paths, createdOrDeleted);
    rounds.request();
  });
  // Taken directly (the library's helper refuses clients that do not announce it).
  connection.onNotification(DidChangeWorkspaceFoldersNotification.type, async ({ event }) => {
    for (const f of event.removed) await workspaces.remove(pathOfUri(f.uri) ?? f.uri);
    for (const f of event.added) {
      const path = pathOfUri(f.uri);
      if (path !== undefined) await workspaces.add(path);
    }
    rounds.request();
  });
}
