import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorText } from './api-error.ts';

describe('API error text (spec §8)', () => {
  it('is "STATUS: body", or the status text when the body is empty', () => {
    expect(apiErrorText(401, 'Unauthorized', '{"message":"No"}')).toBe('401: {"message":"No"}');
    expect(apiErrorText(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });

  it('keeps the server message for forms and toasts', () => {
    const error = new ApiError(409, 'Conflict', '{"message":"That username is taken."}');
    expect(error.message).toBe('409: {"message":"That username is taken."}');
    expect(error.serverMessage).toBe('That username is taken.');
    expect(new ApiError(502, 'Bad Gateway', '<html>').serverMessage).toBeUndefined();
  });

  it('keeps the field a conflict names, and none when the body names none', () => {
    const taken = new ApiError(409, 'Conflict', '{"message":"An account with that email address already exists.","field":"email"}');
    expect(taken.serverMessage).toBe('An account with that email address already exists.');
    expect(taken.field).toBe('email');
    expect(new ApiError(409, 'Conflict', '{"message":"That username is already taken.","field":"username"}').field).toBe('username');
    expect(new ApiError(409, 'Conflict', '{"message":"That username is already taken."}').field).toBeUndefined();
    expect(new ApiError(409, 'Conflict', '{"message":"Taken.","field":7}').field).toBeUndefined();
    expect(new ApiError(409, 'Conflict', '{"message":"Taken.","field":""}').field).toBeUndefined();
    expect(new ApiError(502, 'Bad Gateway', '<html>').field).toBeUndefined();
    expect(new ApiError(500, 'Internal Server Error', 'null').field).toBeUndefined();
  });
});
