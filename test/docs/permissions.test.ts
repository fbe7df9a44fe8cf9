// The README's endpoint table says what the emulator enforces: each endpoint's method, path and
// permission are the emulator's own route table (src/emulator/routes.ts), which follows the
// interface document and the vendor's API reference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BASE_PATH, matchRoute } from '../../src/emulator/routes.js';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## Permissions and endpoints'),
  readme.indexOf('\n## ', readme.indexOf('## Permissions and endpoints') + 1),
);

/** `| \`METHOD /path\` (name) | \`permission\` | source |` rows. */
const rows = [...section.matchAll(/^\| `(GET|PUT|DELETE|POST) ([^`?]+)[^`]*` \([^)]+\) \| `([^`]+)` \|/gm)].map(
  (m) => ({ method: m[1]!, path: m[2]!, permission: m[3]! }),
);

it('lists the five annotation endpoints', () => {
  expect(rows.map((r) => `${r.method} ${r.path}`)).toEqual([
    'PUT /observe/annotations/byExternalKey/{externalKey}',
    'GET /observe/annotations',
    'GET /observe/annotations/{annotationID}',
    'DELETE /observe/annotations/{annotationID}',
    'GET /observe/annotations/{annotationID}/events',
  ]);
});

it.each(rows)('$method $path needs $permission, as the emulator enforces', (row) => {
  const path = `${BASE_PATH}${row.path.replace('{externalKey}', 'a-key').replace('{annotationID}', 'ann-1')}`;
  expect(matchRoute(row.method, path).permission).toBe(row.permission);
});
