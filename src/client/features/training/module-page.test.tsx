// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleContent } from '#shared/schemas/training.ts';
import { currentLocation, renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { ModulePage } from './module-page.tsx';

// The first render of a file loads many modules; on a busy machine it can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };

const page = (n: number) => ({ title: `Page ${n} heading`, content: `<p>Body of page ${n}</p>`, keyPoints: [`Point ${n}a`, `Point ${n}b`] });
const content = (type: string, pages = [page(1), page(2), page(3)]): ModuleContent => ({
  moduleId: 1,
  title: 'The SPSV Industry',
  vehicleType: type as ModuleContent['vehicleType'],
  pages,
  vehicleContent: type === 'hackney' ? { key: 'hackney', additionalContent: '<p>Hackneys cannot use ranks.</p>', additionalKeyPoints: ['Pre-book every fare'] } : null,
});

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // jsdom has no layout; the reader scrolls to the top on every page change.
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string, { user = learner, save, pages }: { user?: typeof learner | { username: string; vehicleType: 'taxi'; hasPurchased: boolean; isAdmin: boolean }; save?: ApiAnswer; pages?: ReturnType<typeof page>[] } = {}) {
  const type = new URLSearchParams(path.split('?')[1]).get('type') === 'hackney' ? 'hackney' : 'taxi';
  // The server keeps the record saved last, as the real one keeps the highest.
  let stored: unknown[] = [];
  const calls = stubApi((method, p, body) => {
    if (method === 'GET' && p === '/api/content/modules/1') return { body: content(type, pages) };
    if (method === 'POST' && p === '/api/training/progress') {
      if (save) return save;
      stored = [body];
      return { body };
    }
    if (method === 'GET' && p === '/api/training/progress') return { body: stored };
    return undefined;
  });
  renderAt(<ModulePage />, { path, route: '/module/:id', user });
  return calls;
}

const pageHeading = () => screen.findByRole('heading', { level: 2 });
const status = () => screen.getByText(/^Page \d+ of \d+$/).textContent;
const progress = () => screen.getByRole('progressbar', { name: 'Module progress' }).getAttribute('aria-valuenow');

describe('module reader paging', () => {
  it('opens on page 1, fetches the learner’s content and pages forward with Next', async () => {
    const calls = show('/module/1');
    expect((await pageHeading()).textContent).toBe('Page 1 heading');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/content/modules/1?type=taxi' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Module 1: The SPSV Industry');
    expect(status()).toBe('Page 1 of 3');
    expect(progress()).toBe('33');
    expect(screen.getByText('Point 1a')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Complete Module' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(status()).toBe('Page 2 of 3'));
    expect(currentLocation()).toBe('/module/1?type=taxi&page=2');
    expect((await pageHeading()).textContent).toBe('Page 2 heading');
    expect(screen.getByText('Body of page 2')).toBeTruthy();
    expect(progress()).toBe('67');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    // Keyboard users land on the module heading, not on a button that moved.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    // Paging is client-side: the content was fetched once.
    expect(calls.filter((c) => c.path.startsWith('/api/content/'))).toHaveLength(1);
  });

  it('reads the page from the URL and pages back with Previous', async () => {
    show('/module/1?type=taxi&page=2');
    expect((await pageHeading()).textContent).toBe('Page 2 heading');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(currentLocation()).toBe('/module/1?type=taxi&page=1'));
    expect((await pageHeading()).textContent).toBe('Page 1 heading');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
  });

  it('offers Complete Module instead of Next on the last page', async () => {
    show('/module/1?type=taxi&page=3');
    expect((await pageHeading()).textContent).toBe('Page 3 heading');
    expect(status()).toBe('Page 3 of 3');
    expect(progress()).toBe('100');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Module' })).toBeTruthy();
  });

  it.each([
    ['/module/1?page=99', 'Page 3 of 3'],
    ['/module/1?page=0', 'Page 1 of 3'],
    ['/module/1?page=-2', 'Page 1 of 3'],
    ['/module/1?page=two', 'Page 1 of 3'],
  ])('keeps an out-of-range page in bounds: %s', async (path, expected) => {
    show(path);
    await pageHeading();
    expect(status()).toBe(expected);
  });

  it('Complete Module saves progress 100 for the vehicle type in the URL and returns to the module list', async () => {
    const calls = show('/module/1?type=hackney&page=3');
    expect((await pageHeading()).textContent).toBe('Page 3 heading');
    expect(calls[0]?.path).toBe('/api/content/modules/1?type=hackney');
    // The vehicle block is on page 1 only (issue 32 §8); the last page links to it.
    expect(screen.getByRole('link', { name: 'Special Considerations: Hackney' })).toBeTruthy();
    expect(screen.queryByText('Pre-book every fare')).toBeNull();

    // Reaching the last page saved the pages read (issue 32 §9); Complete Module then completes it.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    await waitFor(() => expect(currentLocation()).toBe('/training'));
    const saves = calls.filter((c) => c.method === 'POST');
    expect(saves).toEqual([
      { method: 'POST', path: '/api/training/progress', body: { moduleId: 1, vehicleType: 'hackney', progress: 100, isCompleted: false } },
      { method: 'POST', path: '/api/training/progress', body: { moduleId: 1, vehicleType: 'hackney', progress: 100, isCompleted: true } },
    ]);
  });

  it('saves the pages read as the learner turns them, never less than is stored (issue 32 §9)', async () => {
    const calls = show('/module/1?type=taxi&page=1');
    await pageHeading();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ moduleId: 1, vehicleType: 'taxi', progress: 33, isCompleted: false }]));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { progress: number }).progress)).toEqual([33, 67]));
    // Back to page 1: nothing lower is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await pageHeading();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('offers Complete Module on module 12’s last counted page: the learner’s own county and the general pages (issue 32 §9)', async () => {
    const county = (name: string, isOwnCounty: boolean) => ({ ...page(9), title: `County ${name}`, county: { name, isOwnCounty } });
    show('/module/1?type=taxi&page=3', { pages: [county('Kerry', true), page(2), page(3), county('Cork', false), county('Clare', false)] });
    expect((await pageHeading()).textContent).toBe('Page 3 heading');
    expect(screen.getByRole('button', { name: 'Complete Module' })).toBeTruthy();
    // The other counties follow, to read if the learner likes.
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('stays on the last page when saving fails, so the learner can press Complete Module again', async () => {
    const calls = show('/module/1?type=taxi&page=3', { save: { status: 500, body: { message: 'Internal Server Error' } } });
    await pageHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Module' }));
    const completions = () => calls.filter((c) => c.method === 'POST' && (c.body as { isCompleted: boolean }).isCompleted);
    await waitFor(() => expect(completions()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Module' })).toHaveProperty('disabled', false));
    expect(currentLocation()).toBe('/module/1?type=taxi&page=3');
  });

  it('counts a module without pages as five pages', async () => {
    show('/module/1?page=2', { pages: [] });
    expect(await screen.findByText('The content for this module is being prepared.')).toBeTruthy();
    expect(status()).toBe('Page 2 of 5');
    expect(progress()).toBe('40');
  });

  it('falls back to taxi content for an unknown vehicle type and keeps it when paging', async () => {
    const calls = show('/module/1?type=rickshaw');
    await pageHeading();
    expect(calls[0]?.path).toBe('/api/content/modules/1?type=taxi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(currentLocation()).toBe('/module/1?type=taxi&page=2'));
  });

  it('shows the upgrade panel, and fetches nothing, for a learner without a plan', async () => {
    const calls = show('/module/1', { user: { ...learner, hasPurchased: false } });
    expect(await screen.findByRole('heading', { name: 'Unlock Training Modules' })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('sends an unknown module id back to the module list', async () => {
    const calls = show('/module/13');
    await waitFor(() => expect(currentLocation()).toBe('/training'));
    expect(calls).toEqual([]);
  });
});

describe('the vehicle block, once per module (issue 32 §8)', () => {
  it('is shown in full on page 1 only, and every other page links to it', async () => {
    show('/module/1?type=hackney');
    expect((await pageHeading()).textContent).toBe('Page 1 heading');
    expect(screen.getByRole('heading', { level: 3, name: 'Special Considerations: Hackney' })).toBeTruthy();
    expect(screen.getByText(/cannot use ranks/)).toBeTruthy();
    expect(screen.getByText('Pre-book every fare')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(status()).toBe('Page 2 of 3'));
    expect(screen.queryByText(/cannot use ranks/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Special Considerations: Hackney' })).toBeNull();
    expect(screen.getByText(/What this module means for Hackney drivers in particular is on page 1/)).toBeTruthy();

    // The link opens page 1 at the block, with focus on its heading.
    await userEvent.click(screen.getByRole('link', { name: 'Special Considerations: Hackney' }));
    await waitFor(() => expect(status()).toBe('Page 1 of 3'));
    expect(currentLocation()).toBe('/module/1?type=hackney&page=1');
    const heading = screen.getByRole('heading', { level: 3, name: 'Special Considerations: Hackney' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows nothing for a vehicle type without a block', async () => {
    show('/module/1?type=taxi&page=2');
    await pageHeading();
    expect(screen.queryByText(/Special Considerations/)).toBeNull();
  });
});
