// A document → YAML text that reads like a hand-written annotation file, in the canonical form
// `fmt` keeps (canonical-yaml.ts): the schema modeline and comments on top, fields in the
// schema's order, block scalars for multi-line text, short lists inline. Written with the
// same YAML 1.2 core schema the loader reads, so what is written is what is read back.
import { Document, isMap, isScalar, isSeq, Scalar } from 'yaml';
import type { AnnotationDocument } from '../model/annotation.js';
import { formatYamlText } from './canonical-yaml.js';

export interface YamlFileOptions {
  /** Path of the schema relative to the file, for the `yaml-language-server` modeline. */
  schemaPath: string;
  /** One comment block per document, shown above it (without `#`). */
  comments?: readonly (readonly string[])[];
}

/** Pure: documents separated by `---`, the modeline first, each document's fields in its own order. */
export function renderAnnotationsYaml(
  docs: readonly AnnotationDocument[],
  options: YamlFileOptions,
): string {
  const parts = docs.map((doc, index) => {
    const comment = options.comments?.[index] ?? [];
    const header =
      index === 0 ? [`yaml-language-server: $schema=${options.schemaPath}`, ...comment] : comment;
    return renderOne(doc, header);
  });
  // The canonical form `fmt` keeps, so that `fmt --check` accepts what import writes.
  const text = parts.join('---\n');
  const canonical = formatYamlText(text, { file: 'import' });
  return canonical.kind === 'formatted' ? canonical.text : text;
}

function renderOne(doc: AnnotationDocument, comment: readonly string[]): string {
  const fields = Object.entries(doc).filter(([, value]) => value !== undefined);
  const yaml = new Document(Object.fromEntries(fields), { version: '1.2', schema: 'core' });
  if (isMap(yaml.contents)) {
    // On the map rather than the document: no blank line between the comments and the fields.
    if (comment.length > 0)
      yaml.contents.commentBefore = comment.map((line) => ` ${line}`).join('\n');
    // The canonical layout sets these styles again; they are for the text kept as it is when
    // the canonical form is refused (a server's id with a control character in the comment).
    for (const pair of yaml.contents.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const value = pair.value;
      if (isScalar(value) && typeof value.value === 'string' && value.value.includes('\n')) {
        value.type = Scalar.BLOCK_LITERAL;
      }
      if (isSeq(value) && (key === 'series' || key === 'evidence')) value.flow = true;
      if (isSeq(value) && key === 'refs') {
        for (const item of value.items) if (isMap(item)) item.flow = true;
      }
    }
  }
  return yaml.toString({ lineWidth: 0, flowCollectionPadding: true });
}
