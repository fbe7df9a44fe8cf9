// Where each diagnostic code is explained: its row of docs/file-format.md, on the repository's
// site (an editor opens it from the diagnostic). A text fragment scrolls to the code's first
// mention, its row in the table of rule codes or the paragraph of the YAML and file codes.

const FILE_FORMAT =
  'https://github.com/observe-annotations/observe-annotations/blob/main/docs/file-format.md';

/** The link of a diagnostic code. */
export function ruleLink(code: string): string {
  return `${FILE_FORMAT}#:~:text=${encodeURIComponent(code).replaceAll('-', '%2D')}`;
}
