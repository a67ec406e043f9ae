// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { VehicleSearchPage } from './vehicle-search-page.tsx';

const vehicle = (manufacturer: string, model: string, taxi: boolean, hackney: boolean, limo: boolean) => ({
  manufacturer, model, suitableTaxi: taxi, suitableHackney: hackney, suitableLimousine: limo, wheelchairAccessible: false,
});
const vehicles = [
  vehicle('Toyota', 'Corolla', true, true, false),
  vehicle('Toyota', 'Prius', true, true, false),
  vehicle('Skoda', 'Octavia', true, true, false),
  vehicle('Lincoln', 'Town Car', false, false, true),
  vehicle('Mercedes-Benz', 'V-Class', false, true, true),
];
const taxiLearner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path = '/vehicle-search') {
  stubApi((method, p) => (method === 'GET' && p === '/api/reference' ? { body: { vehicles } } : undefined));
  return renderAt(<VehicleSearchPage />, { path, user: taxiLearner });
}

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('vehicle finder state', () => {
  it('opens on the learner’s tab, which leaves out limousine- and hackney-only models', async () => {
    show();
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    expect(screen.getByRole('tab', { name: 'Taxi Suitable' })).toHaveProperty('ariaSelected', 'true');
    expect(names()).toEqual(['Toyota Corolla', 'Toyota Prius', 'Skoda Octavia']);
  });

  it('keeps both of two changes made before a re-render', async () => {
    show();
    await screen.findByRole('heading', { name: 'Toyota Corolla' });
    const search = screen.getByLabelText('Search by manufacturer or model');
    const make = screen.getByLabelText('Manufacturer');
    // Two changes before React re-renders, as a fast user (or a slow phone) makes them.
    act(() => {
      fireEvent.change(search, { target: { value: 'co' } });
      fireEvent.change(make, { target: { value: 'Toyota' } });
    });
    await waitFor(() => expect(currentLocation()).toContain('make=Toyota'));
    expect(currentLocation()).toContain('q=co');
    expect((search as HTMLInputElement).value).toBe('co');
    expect(names()).toEqual(['Toyota Corolla']);
  });

  it('reads its state from the URL and switches tabs', async () => {
    show('/vehicle-search?tab=hackney&q=class');
    await screen.findByRole('heading', { name: 'Mercedes-Benz V-Class' });
    expect(names()).toEqual(['Mercedes-Benz V-Class']);
    await userEvent.click(screen.getByRole('tab', { name: 'Limousine Suitable' }));
    await waitFor(() => expect(currentLocation()).toContain('tab=limousine'));
    await userEvent.clear(screen.getByLabelText('Search by manufacturer or model'));
    await waitFor(() => expect(names()).toEqual(['Lincoln Town Car', 'Mercedes-Benz V-Class']));
    expect(currentLocation()).not.toContain('q=');
    await userEvent.type(screen.getByLabelText('Search by manufacturer or model'), 'zzz');
    expect(await screen.findByText('No vehicles match your search criteria.')).toBeTruthy();
  });
});
