import type { z } from 'zod';
import { ApiError } from '#shared/api-error.ts';

/**
 * The one fetch wrapper: JSON bodies, cookies sent, "STATUS: body" errors (spec §7, §8).
 * Callers name the shared response schema (`apiGet<typeof userResponse>`), never a hand-written
 * type, so a change to a route's answer shows up in every fetcher that reads it (issue 15). The
 * schema is a type only: nothing of zod is bundled for it.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text());
  }
  if (response.status === 204) return undefined as z.output<Schema>;
  const text = await response.text();
  return (text.length > 0 ? JSON.parse(text) : undefined) as z.output<Schema>;
}

export const apiGet = <Schema extends z.ZodType>(path: string, signal?: AbortSignal) => apiFetch<Schema>(path, { signal });
export const apiPost = <Schema extends z.ZodType>(path: string, body: unknown = {}) => apiFetch<Schema>(path, { method: 'POST', body });
