// The language server's workspaces take a change on the disk only for the files under their own
// folder, by whole names: a folder whose name starts like another's (/ws/proj-other beside
// /ws/proj) is not inside it, so a change there does not make /ws/proj read its files again.
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LiveWorkspaces } from '../../src/lsp/live-workspaces.js';

const ANNOTATION = (key: string) => `externalKey: ${key}\nkind: setup\nheadline: A\n`;

function folder(parent: string, name: string): string {
  const dir = join(parent, name);
  mkdirSync(join(dir, 'annotations'), { recursive: true });
  writeFileSync(join(dir, 'observe-annotations.yaml'), 'include: [annotations/]\n');
  writeFileSync(join(dir, 'annotations', 'a.yaml'), ANNOTATION('a'));
  return dir;
}

describe('a change on the disk', () => {
  it('is taken by the workspace it lies under, not by one whose name is a prefix of its folder', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    const other = folder(parent, 'proj-other');
    const published = new Map<string, unknown[]>();
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async (uri, list) => {
        published.set(uri, list);
      },
      problem: () => {},
    });
    await workspaces.add(proj);
    await workspaces.add(other);
    await workspaces.publish();
    // A file proj's workspace has not been told of yet: only a reading of the whole folder finds it.
    writeFileSync(join(proj, 'annotations', 'unseen.yaml'), 'externalKey: [\n');
    writeFileSync(join(other, 'annotations', 'a.yaml'), ANNOTATION('b'));
    await workspaces.changedOnDisk([join(other, 'annotations', 'a.yaml')], false);
    await workspaces.publish();
    expect([...published.keys()].some((uri) => uri.endsWith('/proj/annotations/unseen.yaml'))).toBe(
      false,
    );
    // Told of it, proj reads it.
    await workspaces.changedOnDisk([join(proj, 'annotations', 'unseen.yaml')], true);
    await workspaces.publish();
    expect([...published.keys()].some((uri) => uri.endsWith('/proj/annotations/unseen.yaml'))).toBe(
      true,
    );
  });
});

describe('folders', () => {
  const quiet = () => ({ diagnostics: async () => {}, problem: () => {} });

  it('one inside another that reads by the same config share one workspace, read once', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    const workspaces = new LiveWorkspaces(() => undefined, quiet());
    await workspaces.add(proj);
    await workspaces.add(join(proj, 'annotations'));
    expect(workspaces.all).toHaveLength(1);
    // Removing one leaves the other's.
    await workspaces.remove(proj);
    expect(workspaces.all).toHaveLength(1);
    expect(workspaces.holding(join(proj, 'annotations', 'a.yaml'))).toBeDefined();
  });

  it('a problem is said once while it lasts, and again after the folder read or was removed', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    const config = join(proj, 'observe-annotations.yaml');
    const said: string[] = [];
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async () => {},
      problem: (_, message) => said.push(message),
    });
    writeFileSync(config, 'include: 5\n');
    await workspaces.add(proj);
    await workspaces.changedOnDisk([config], false);
    expect(said).toHaveLength(1);
    writeFileSync(config, 'include: [annotations/]\n');
    await workspaces.changedOnDisk([config], false);
    writeFileSync(config, 'include: 5\n');
    await workspaces.changedOnDisk([config], false);
    expect(said).toHaveLength(2);
    await workspaces.remove(proj);
    await workspaces.add(proj);
    expect(said).toHaveLength(3);
  });
});

describe('work on a folder while it is read', () => {
  /** Workspaces whose publications are kept, last by URI. */
  const recording = () => {
    const published = new Map<string, unknown[]>();
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async (uri, list) => void published.set(uri, list),
      problem: () => {},
    });
    return { workspaces, published };
  };
  const shown = (published: Map<string, unknown[]>) =>
    [...published].filter(([, list]) => list.length > 0).map(([uri]) => uri.split('/').pop());

  it('a folder removed while it is read is gone once both are done', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    writeFileSync(join(proj, 'annotations', 'bad.yaml'), 'externalKey: [\n');
    const { workspaces, published } = recording();
    // Not waited for: the removal comes while the read is under way.
    const reading = workspaces.add(proj);
    await workspaces.remove(proj);
    await reading;
    await workspaces.publish();
    expect(workspaces.all).toHaveLength(0);
    expect(shown(published)).toEqual([]);
  });

  it('a config changed while the folder is read: the new config has the last word', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    mkdirSync(join(proj, 'old'));
    writeFileSync(join(proj, 'old', 'bad.yaml'), 'externalKey: [\n');
    const config = join(proj, 'observe-annotations.yaml');
    writeFileSync(config, 'include: [annotations/, old/]\n');
    const { workspaces, published } = recording();
    const reading = workspaces.add(proj);
    writeFileSync(config, 'include: [annotations/]\n');
    await workspaces.changedOnDisk([config], false);
    await reading;
    await workspaces.publish();
    expect(shown(published)).toEqual([]);
    expect(workspaces.holding(join(proj, 'old', 'bad.yaml'))).toBeUndefined();
  });

  it('a file mended on the disk while the folder is read shows mended', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    const file = join(proj, 'annotations', 'a.yaml');
    writeFileSync(file, 'externalKey: [\n');
    const published = new Map<string, unknown[]>();
    let readOld: () => void;
    const oldRead = new Promise<void>((resolve) => (readOld = resolve));
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async (uri, list) => {
        published.set(uri, list);
        if (list.length > 0) readOld();
      },
      problem: () => {},
    });
    const reading = workspaces.add(proj);
    // The editor tells of the change once the read has published the old text's error.
    await oldRead;
    writeFileSync(file, ANNOTATION('a'));
    await workspaces.changedOnDisk([file], false);
    await reading;
    await workspaces.publish();
    expect(shown(published)).toEqual([]);
  });
});

describe("the first read's diagnostics", () => {
  it("show no more than validate's cap for the run: a file past it never flickers", async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    // 12 files of 100 diagnostics each: validate keeps the first 1,000 (10 files).
    const docs = Array.from({ length: 100 }, (_, i) => `${ANNOTATION(`k${i}`)}colour: red\n`);
    for (let f = 10; f < 22; f++)
      writeFileSync(
        join(proj, 'annotations', `f${f}.yaml`),
        docs.join('---\n').replaceAll(/k(\d+)/g, `f${f}k$1`),
      );
    const shownEver = new Set<string>();
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async (uri, list) => {
        if (list.length > 0) shownEver.add(uri.split('/').pop()!);
      },
      problem: () => {},
    });
    await workspaces.add(proj);
    await workspaces.publish();
    expect([...shownEver].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `f${10 + i}.yaml`));
  });
});

describe('a config file changed on the disk', () => {
  it('below every folder (a package of node_modules, say) reads nothing again', async () => {
    const parent = realpathSync(mkdtempSync(join(tmpdir(), 'oa-lsp-ws-')));
    const proj = folder(parent, 'proj');
    const nested = join(proj, 'node_modules', 'pkg');
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(nested, 'observe-annotations.yaml'), 'include: [x/]\n');
    const workspaces = new LiveWorkspaces(() => undefined, {
      diagnostics: async () => {},
      problem: () => {},
    });
    await workspaces.add(proj);
    const before = workspaces.all[0];
    await workspaces.changedOnDisk([join(nested, 'observe-annotations.yaml')], false);
    expect(workspaces.all[0]).toBe(before);
    // The folder's own config: read again.
    await workspaces.changedOnDisk([join(proj, 'observe-annotations.yaml')], false);
    expect(workspaces.all[0]).not.toBe(before);
  });
});
