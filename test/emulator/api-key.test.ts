// `KEY[@PROJECT][=perm,…]` as the emulator's --api-key takes it.
import { describe, expect, it } from 'vitest';
import { KNOWN_PERMISSIONS, parseApiKey } from '../../src/emulator/index.js';

describe('parseApiKey', () => {
  it('reads key, project and permissions', () => {
    const all = parseApiKey('abc123');
    expect(all.key).toBe('abc123');
    expect(all.project).toBe('default');
    expect([...all.permissions]).toEqual(KNOWN_PERMISSIONS);
    const scoped = parseApiKey('k.1@team-a=observe:annotations:read');
    expect(scoped).toEqual({
      key: 'k.1',
      project: 'team-a',
      permissions: new Set(['observe:annotations:read']),
    });
    expect([...parseApiKey('k@p=').permissions]).toEqual([]);
    expect([
      ...parseApiKey('k=observe:annotations:read, observe:annotations:write').permissions,
    ]).toHaveLength(2);
  });

  it('refuses bad input without repeating the key', () => {
    for (const text of [
      '',
      'sec ret',
      'secret@',
      'secret@bad project',
      'secret=observe:annotations:delete',
    ]) {
      let message = '';
      try {
        parseApiKey(text);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, text).not.toBe('');
      if (text.length > 0) expect(message).not.toContain('secret');
    }
  });
});
