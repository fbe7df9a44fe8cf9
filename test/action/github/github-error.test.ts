// A failed GitHub request is a user-facing error like the others: the one error mapping words
// it as a plain message, never as a bug, and no other object passes for one by carrying an
// `exitCode`.
import { describe, expect, it } from 'vitest';
import { describeError } from '../../../src/app/run/describe-error.js';
import { GitHubError } from '../../../src/model/github-error.js';
import { UserError } from '../../../src/model/errors.js';
import { INPUT_NAMING } from '../../../src/action/step/naming.js';

describe('GitHubError', () => {
  it('is a UserError, described as a plain message with exit code 1', () => {
    const error = new GitHubError('Resource not accessible by integration', { status: 403 });
    expect(error).toBeInstanceOf(UserError);
    expect(error.name).toBe('GitHubError');
    expect(describeError(error, INPUT_NAMING)).toEqual({
      message: 'Resource not accessible by integration',
      exitCode: 1,
      internal: false,
      interrupted: false,
    });
  });

  it('is the only way to a plain message: an error that merely carries an exitCode is a bug', () => {
    const impostor = Object.assign(new Error('looks expected'), { exitCode: 3 });
    const described = describeError(impostor, INPUT_NAMING);
    expect(described.internal).toBe(true);
    expect(described.exitCode).toBe(1);
    expect(described.message).toMatch(/^Internal error \(a bug in observe-annotations/);
  });
});
