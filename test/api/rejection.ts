// The ApiError a promise rejects with (the test fails when it resolves, or rejects otherwise).
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.js';

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}
