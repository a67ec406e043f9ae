import { ApiError } from '#shared/api-error.ts';

/** The one fetch wrapper: JSON bodies, cookies sent, "STATUS: body" errors (spec §7, §8). */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text.length > 0 ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal });
export const apiPost = <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body });
