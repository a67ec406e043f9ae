import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/auth.ts';
import { createQueryClient } from '../../src/client/lib/query-client.ts';

/** Answers the component's API calls like the real server would (by method and path). */
export type ApiAnswer = { status?: number; body?: unknown };
export type ApiHandler = (method: string, path: string, body: unknown) => ApiAnswer | undefined;

export function stubApi(handler: ApiHandler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: { method?: string; body?: string } = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const answer = handler(method, url.pathname, body) ?? { status: 404, body: { message: 'not found' } };
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

let lastLocation = '';
function LocationProbe() {
  const location = useLocation();
  lastLocation = location.pathname + location.search;
  return null;
}
export const currentLocation = () => lastLocation;

/** Renders `element` at `path` inside a router, a fresh query client and, when given, the signed-in user's outlet context. */
export function renderAt(element: ReactNode, { path, route = '*', user }: { path: string; route?: string; user?: CurrentUser }) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <Routes>
          <Route element={<Outlet context={user} />}>
            <Route path={route} element={element} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
