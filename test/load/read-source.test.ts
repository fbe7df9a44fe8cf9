import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSource, MAX_FILE_BYTES, readSource } from '../../src/load/read-source.js';

describe('decodeSource', () => {
  it('strips a byte-order mark', () => {
    expect(decodeSource(Buffer.from('\uFEFFa: 1\n'), 'a.yaml')).toEqual({ text: 'a: 1\n' });
  });

  it('names the line and column of the first byte that is not UTF-8', () => {
    const bytes = Buffer.concat([
      Buffer.from('a: 1\nb: caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const result = decodeSource(bytes, 'a.yaml');
    expect(result).toMatchObject({
      diagnostic: { code: 'file.notUtf8', file: 'a.yaml', line: 2, column: 7 },
    });
  });

  it('accepts multi-byte characters and refuses overlong or surrogate encodings', () => {
    expect(decodeSource(Buffer.from('a: passkey 🔑 é\n'), 'a.yaml')).toEqual({
      text: 'a: passkey 🔑 é\n',
    });
    expect(decodeSource(Buffer.from([0x61, 0xc0, 0xaf]), 'a.yaml')).toMatchObject({
      diagnostic: { line: 1, column: 2 },
    });
    expect(decodeSource(Buffer.from([0xed, 0xa0, 0x80]), 'a.yaml')).toMatchObject({
      diagnostic: { code: 'file.notUtf8' },
    });
  });
});

describe('readSource', () => {
  it('refuses a file over 5 MiB without decoding it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oa-read-'));
    const big = join(dir, 'big.yaml');
    writeFileSync(big, Buffer.alloc(MAX_FILE_BYTES + 1, 0x61));
    expect(await readSource(big, 'big.yaml')).toMatchObject({
      diagnostic: { code: 'file.tooLarge', file: 'big.yaml', line: 1, column: 1 },
    });
    const fine = join(dir, 'fine.yaml');
    writeFileSync(fine, Buffer.alloc(MAX_FILE_BYTES, 0x61));
    expect(await readSource(fine, 'fine.yaml')).toHaveProperty('text');
  });
});
