import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';

describe('ApiError', () => {
  it('names itself in logs and stack traces', () => {
    const error = new ApiError(401, 'Unauthorized', '');
    expect(error.name).toBe('ApiError');
    expect(String(error)).toBe('ApiError: 401: Unauthorized');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(401);
  });

  it('shows no server message when the body’s message is not text', () => {
    // A toast would otherwise print "[object Object]" or a number.
    expect(new ApiError(400, 'Bad Request', '{"message":{"code":"invalid"}}').serverMessage).toBeUndefined();
    expect(new ApiError(400, 'Bad Request', '{"message":42,"field":"email"}').serverMessage).toBeUndefined();
    expect(new ApiError(400, 'Bad Request', '{"message":42,"field":"email"}').field).toBe('email');
    expect(new ApiError(400, 'Bad Request', '"just text"').serverMessage).toBeUndefined();
  });
});
