// Completion: where a field's name goes, the fields that map may still take (none already
// there, none the kind refuses); on a value, the values of its enum, and for a ref's
// externalKey the workspace's keys with their headlines. Pure.
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { CursorContext } from './cursor-context.js';
import { fieldHelp, fieldsOf } from './field-help.js';
import type { KeyedDocument } from './navigation.js';

/**
 * The items at the cursor; `refused` holds the fields the rules refuse in the cursor's
 * document as it stands (a dateTo on an event).
 */
export function completionsAt(
  context: CursorContext,
  documents: readonly KeyedDocument[],
  refused: ReadonlySet<string>,
): CompletionItem[] {
  if (!context.onValue) {
    return fieldsOf(context.container)
      .filter((f) => !context.present.has(f) || f === context.field)
      .filter((f) => context.container !== 'document' || !refused.has(f))
      .map((field) => {
        const help = fieldHelp(context.container, field);
        return {
          label: field,
          kind: CompletionItemKind.Property,
          insertText: `${field}: `,
          ...(help?.description ? { documentation: help.description } : {}),
        };
      });
  }
  if (context.field === undefined) return [];
  if (context.container === 'ref' && context.field === 'externalKey') return keysOf(documents);
  const help = fieldHelp(context.container, context.field);
  return (help?.values ?? []).map((value, i) => ({
    label: value,
    kind: CompletionItemKind.EnumMember,
    ...(help?.valueHelp?.[i]
      ? { documentation: { kind: 'markdown', value: help.valueHelp[i] } }
      : {}),
  }));
}

/** Every key of the workspace, its headline beside it. */
function keysOf(documents: readonly KeyedDocument[]): CompletionItem[] {
  const seen = new Set<string>();
  const items: CompletionItem[] = [];
  for (const { doc } of documents) {
    const { externalKey, headline, kind } = doc.value;
    if (typeof externalKey !== 'string' || seen.has(externalKey)) continue;
    seen.add(externalKey);
    items.push({
      label: externalKey,
      kind: CompletionItemKind.Reference,
      ...(typeof headline === 'string' ? { detail: headline } : {}),
      ...(typeof kind === 'string' ? { labelDetails: { description: kind } } : {}),
    });
  }
  return items;
}
