// An emulator whose state holds what no PUT could write (a server's own mischief): records
// are created over real HTTP, then changed in the state file, and the emulator restarted on it.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseApiKey, startEmulator, type RunningEmulator } from '../../src/emulator/index.js';

interface StoredRecord {
  externalKey: string;
  content: Record<string, unknown>;
}

/**
 * Starts an emulator holding `records` (externalKey → request body), each then changed by
 * `change` in the stored state (keys and content as no request could make them).
 */
export async function seededEmulator(
  apiKey: string,
  records: Record<string, Record<string, unknown>>,
  change: (record: StoredRecord) => void,
): Promise<RunningEmulator> {
  const dataFile = join(mkdtempSync(join(tmpdir(), 'oa-seeded-state-')), 'state.json');
  const seed = await startEmulator({ apiKeys: [parseApiKey(apiKey)], dataFile });
  try {
    for (const [key, body] of Object.entries(records)) {
      const answer = await fetch(`${seed.baseUrl}/observe/annotations/byExternalKey/${key}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (answer.status !== 200) throw new Error(`seeding ${key}: HTTP ${answer.status}`);
    }
  } finally {
    await seed.close();
  }
  const state = JSON.parse(readFileSync(dataFile, 'utf8'));
  for (const record of state.projects.default as StoredRecord[]) change(record);
  writeFileSync(dataFile, JSON.stringify(state));
  return startEmulator({ host: '127.0.0.1', port: 0, apiKeys: [parseApiKey(apiKey)], dataFile });
}
