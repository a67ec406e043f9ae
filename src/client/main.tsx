import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { settlePendingSignOut } from './lib/offline/pending-sign-out.ts';
import './styles.css';

// Zod's fast path probes for eval with new Function(), which the content-security policy refuses
// and the browser logs as a violation (issue 35 §3): the forms validate without it. Zod keeps a
// config on globalThis (made here or by zod, whichever runs first), so this costs the entry no import of zod.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// A sign-out made offline (issue 27) is sent when the connection returns; at start the header's
// status and the user call send it themselves before showing anyone as signed in.
window.addEventListener('online', () => void settlePendingSignOut());

// Public pages arrive pre-rendered (scripts/prerender.tsx): hydrate them; render the rest.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);

// The offline service worker (issue 23), once the page has loaded: it never competes with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded; if it already has (a late module), register now, or it never would.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
