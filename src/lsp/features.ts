// The requests beside diagnostics, each answered by a protocol-free function of the document's
// text and the workspace's reports (as validated after the edits received so far): wired to
// the connection here.
import type { Connection, Position, TextDocumentIdentifier } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { formatOneText } from '../app/fmt/format-files.js';
import { fieldsNotAllowed } from '../app/session/live-validation.js';
import { quickFixes } from './code-actions.js';
import { completionsAt } from './completion.js';
import { cursorContext, type CursorContext } from './cursor-context.js';
import { documentSymbols } from './document-symbols.js';
import { hoverAt } from './hover.js';
import type { LiveWorkspaces } from './live-workspaces.js';
import { definitionsOf, referencesTo, type KeyedDocument } from './navigation.js';
import { pathOfUri } from './uris.js';
import type { LiveWorkspace } from './workspace.js';

export interface FeatureContext {
  workspaces: LiveWorkspaces;
  /** The open document of a URI; a ResponseError when the editor never opened it. */
  document(uri: string): TextDocument;
  /** Resolves once the edits received so far are validated. */
  settled(): Promise<void>;
}

/** What a request at a position needs: the document, its workspace, the cursor's context. */
interface At {
  document: TextDocument;
  workspace: LiveWorkspace | undefined;
  path: string | undefined;
  context: CursorContext;
  documents: KeyedDocument[];
}

export function registerFeatures(connection: Connection, ctx: FeatureContext): void {
  const at = async (textDocument: TextDocumentIdentifier, position: Position): Promise<At> => {
    const document = ctx.document(textDocument.uri);
    await ctx.settled();
    const path = pathOfUri(document.uri);
    const workspace = path === undefined ? undefined : ctx.workspaces.holding(path);
    const context = cursorContext(document.getText(), position.line, position.character);
    return { document, workspace, path, context, documents: documentsOf(workspace) };
  };
  connection.onDocumentSymbol(async ({ textDocument }) => {
    const document = ctx.document(textDocument.uri);
    await ctx.settled();
    const path = pathOfUri(document.uri);
    const report = path === undefined ? undefined : ctx.workspaces.holding(path)?.reportOf(path);
    return report ? documentSymbols(report, document.lineCount) : [];
  });
  // The whole text replaced by what `fmt` writes; nothing when it is canonical already or when
  // fmt would refuse it (its diagnostics already say why).
  connection.onDocumentFormatting(({ textDocument }) => {
    const document = ctx.document(textDocument.uri);
    const text = document.getText();
    const formatted = formatOneText(text, pathOfUri(document.uri) ?? document.uri);
    if (!('text' in formatted) || !formatted.changed) return [];
    const end = document.positionAt(text.length);
    return [{ range: { start: { line: 0, character: 0 }, end }, newText: formatted.text }];
  });
  connection.onDefinition(async ({ textDocument, position }) => {
    const { context, documents } = await at(textDocument, position);
    if (context.container !== 'ref' || context.field !== 'externalKey' || !context.onValue)
      return [];
    return definitionsOf(context.word.text, documents);
  });
  connection.onReferences(async ({ textDocument, position, context: asked }) => {
    const { context, documents } = await at(textDocument, position);
    if (context.field !== 'externalKey' || !context.onValue || context.word.text === '') return [];
    return referencesTo(context.word.text, documents, asked.includeDeclaration);
  });
  connection.onHover(async ({ textDocument, position }) => {
    const { context, documents } = await at(textDocument, position);
    return hoverAt(context, position.line, documents);
  });
  connection.onCompletion(async ({ textDocument, position }) => {
    const { context, documents, workspace, path } = await at(textDocument, position);
    const report = path === undefined ? undefined : workspace?.reportOf(path);
    const mine = report?.documents.find(
      (d) => d.line - 1 >= context.lines.first && d.line - 1 <= context.lines.last,
    );
    return completionsAt(context, documents, mine ? fieldsNotAllowed(mine.value) : new Set());
  });
  connection.onCodeAction(({ textDocument, context }) => {
    const document = ctx.document(textDocument.uri);
    return quickFixes(document.uri, document.getText(), context.diagnostics);
  });
}

/** Every document of the workspace as last checked, with the root its files are named from. */
function documentsOf(workspace: LiveWorkspace | undefined): KeyedDocument[] {
  if (!workspace) return [];
  const root = workspace.root;
  return workspace.fileReports.flatMap((r) => r.documents.map((doc) => ({ root, doc })));
}
