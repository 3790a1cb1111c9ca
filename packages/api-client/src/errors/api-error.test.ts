import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../schemas/common';
import {
  ApiError,
  ApiSchemaError,
  isApiError,
  isApiSchemaError,
  isCancelled,
  isSessionEnded,
} from './api-error';
import { ERROR_CATALOGUE, SERVER_ERROR_CODES, isServerErrorCode } from './catalogue';

describe('ApiError', () => {
  it('carries the code, status, message key and the request site', () => {
    const requestStack = new Error('request made here').stack;
    const error = new ApiError({
      code: 'E013',
      status: 403,
      method: 'DELETE',
      path: 'attachment/4',
      requestStack,
    });

    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'E013',
      status: 403,
      messageKey: 'error.translation.code.E013',
      method: 'DELETE',
      path: 'attachment/4',
    });
    expect(error.message).toBe(
      'DELETE attachment/4 failed with E013 operation not permitted (HTTP 403)',
    );
    expect(error.stack?.split('\n')[0]).toBe(`ApiError: ${error.message}`);
    expect(error.stack).toContain('api-error.test.ts');
  });

  it('is recognised across package copies by its brand', () => {
    const error = new ApiError({ code: 'E008', status: 500, method: 'GET', path: 'x' });
    const copy = Object.assign(Object.create(null) as object, error);
    Object.defineProperty(copy, Symbol.for('@care/api-client/ApiError'), { value: true });

    expect(isApiError(error)).toBe(true);
    expect(isApiError(copy)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });

  it('tells a cancellation apart', () => {
    const cancelled = new ApiError({ code: 'FEE001', status: 0, method: 'GET', path: 'x' });
    const failed = new ApiError({ code: 'E008', status: 500, method: 'GET', path: 'x' });

    expect(isCancelled(cancelled)).toBe(true);
    expect(isCancelled(failed)).toBe(false);
    expect(isCancelled(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isCancelled('FEE001')).toBe(false);
  });

  it('names a schema failure FEE002 and keeps its issues', () => {
    const error = new ApiSchemaError({
      status: 200,
      method: 'GET',
      path: 'x',
      issues: [{ code: 'custom', message: 'bad', path: ['data'], input: 1 }],
    });

    expect(error).toBeInstanceOf(ApiError);
    expect(isApiSchemaError(error)).toBe(true);
    expect(error.code).toBe('FEE002');
    expect(error.messageKey).toBe('error.translation.code.FEE002');
    expect(error.issues).toHaveLength(1);
    expect(error.stack?.startsWith('ApiSchemaError:')).toBe(true);
  });
});

describe('catalogue', () => {
  it('keeps the front-end codes out of what a server may send', () => {
    expect(ERROR_CATALOGUE.FEE002.meaning).toBe('response did not match the contract');
    expect(SERVER_ERROR_CODES.some((code) => code.startsWith('FEE'))).toBe(false);
    expect(isServerErrorCode('E019')).toBe(true);
    expect(isServerErrorCode('FEE003')).toBe(false);
    expect(isServerErrorCode('toString')).toBe(false);
    expect(errorBodySchema.safeParse({ errorCode: 'E005' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ errorCode: 'FEE001' }).success).toBe(false);
  });
});

describe('isSessionEnded', () => {
  const failure = (status: number, code: 'E005' | 'E014' | 'E013' | 'E008') =>
    new ApiError({ code, status, method: 'GET', path: 'x' });

  it('is true for the answers that end a session: 412, 417, 401 E005', () => {
    expect(
      [failure(412, 'E008'), failure(417, 'E005'), failure(401, 'E005')].map(isSessionEnded),
    ).toEqual([true, true, true]);
  });

  it('is false for a wrong password (401 E014), a refusal, or something that is no ApiError', () => {
    expect(
      [failure(401, 'E014'), failure(403, 'E013'), new Error('x'), null].map(isSessionEnded),
    ).toEqual([false, false, false, false]);
  });
});
