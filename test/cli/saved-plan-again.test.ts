// A saved plan applied a second time says its changes are already on the server; one some of
// whose changes the server has already applies the rest, and counts those as unchanged.
import { describe, expect, it } from 'vitest';
import { cli, project, SECRET, sharedEmulator } from './apply-helpers.js';

const shared = sharedEmulator();
const PATHS = ['annotations/generated.yaml'];

async function idOf(key: string): Promise<string> {
  const res = await fetch(`${shared.current.baseUrl}/observe/annotations?pageSize=1000`, {
    headers: { authorization: `Bearer ${SECRET}` },
  });
  const { annotations } = (await res.json()) as {
    annotations: { id: string; externalKey?: string }[];
  };
  return annotations.find((a) => a.externalKey === key)!.id;
}

describe('apply --plan FILE a second time', () => {
  it('says the changes are already on the server, and exits 0', async () => {
    const dir = project(2);
    const base = shared.current.baseUrl;
    expect((await cli(dir, base, ['plan', '--out', 'plan.json', ...PATHS])).code).toBe(0);
    const first = await cli(dir, base, ['apply', '--plan', 'plan.json', ...PATHS]);
    expect(first.code).toBe(0);
    expect(first.out).toContain('\nApply complete.\n2 created,');

    const again = await cli(dir, base, ['apply', '--plan', 'plan.json', ...PATHS]);
    expect(again.code).toBe(0);
    expect(again.out).toContain(
      "\nNothing to apply: the saved plan's changes are already on the server (it was applied before).\n0 created, 0 updated, 0 deleted, 2 unchanged, 0 failed, 0 stale\n",
    );

    const gone = await fetch(`${base}/observe/annotations/${await idOf('gen-0001')}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(gone.status).toBe(204);
    const partly = await cli(dir, base, ['apply', '--plan', 'plan.json', ...PATHS]);
    expect(partly.code).toBe(0);
    expect(partly.out).toContain(
      '\nApply complete.\n1 created, 0 updated, 0 deleted, 1 unchanged, 0 failed, 0 stale\n',
    );
  });
});
