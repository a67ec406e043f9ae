// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { CheckoutPage } from './checkout-page.tsx';

// The first render of a file loads many modules; on a busy machine it can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const newLearner = { username: 'aoife', vehicleType: 'taxi', hasPurchased: false, isAdmin: false };
const subscriber = { ...newLearner, hasPurchased: true };
const sandbox = { provider: 'sandbox', publishableKey: null };

interface Server {
  user?: ApiAnswer;
  config?: ApiAnswer;
  intent?: ApiAnswer;
  card?: ApiAnswer;
  confirm?: ApiAnswer;
}

function show(path: string, server: Server = {}, { strict = false } = {}) {
  const calls = stubApi((method, p) => {
    if (method === 'GET' && p === '/api/user') return server.user ?? { body: newLearner };
    if (method === 'GET' && p === '/api/payments/config') return server.config ?? { body: sandbox };
    if (method === 'POST' && p === '/api/create-payment-intent') return server.intent ?? { body: { clientSecret: 'pi_3Qx7Ab_secret_Zk91' } };
    if (method === 'POST' && p === '/api/sandbox/confirm-card') return server.card;
    if (method === 'POST' && p === '/api/confirm-payment') return server.confirm;
    return undefined;
  });
  const page = strict ? (
    <StrictMode>
      <CheckoutPage />
    </StrictMode>
  ) : (
    <CheckoutPage />
  );
  renderAt(page, { path });
  return calls;
}

/** Holds back the answers to one path until released, to see what is shown meanwhile. */
function holdBack(path: string) {
  const answer = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input.startsWith(path)) await gate;
    return answer(input, init);
  });
  return () => release();
}

const posts = (calls: ReturnType<typeof stubApi>, path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const term = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout: plan summary and payment', () => {
  it('summarises the chosen plan and creates an intent for it', async () => {
    const calls = show('/checkout?plan=STANDARD');
    expect(await screen.findByRole('button', { name: 'Pay €19.99' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
    expect(term('Plan')).toBe('Standard Plan');
    expect(term('Access')).toBe('60 days');
    expect(term('Price (VAT included, billed once)')).toBe('€19.99');
    // The server prices the plan: only its key is sent.
    expect(posts(calls, '/api/create-payment-intent').map((c) => c.body)).toEqual([{ planType: 'STANDARD' }]);
  });

  it('falls back to the Basic plan for an unknown plan key', async () => {
    const calls = show('/checkout?plan=GOLD');
    expect(await screen.findByRole('button', { name: 'Pay €9.99' })).toBeTruthy();
    expect(term('Plan')).toBe('Basic Plan');
    expect(posts(calls, '/api/create-payment-intent').map((c) => c.body)).toEqual([{ planType: 'BASIC' }]);
  });

  it('sends the card with the intent’s secret and the return path, and re-enables Pay when it is declined', async () => {
    const calls = show('/checkout?plan=PREMIUM', { card: { status: 402, body: { message: 'Your card was declined.' } } });
    await screen.findByRole('button', { name: 'Pay €49.99' });
    await userEvent.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay €49.99' }));
    await waitFor(() => expect(posts(calls, '/api/sandbox/confirm-card')).toHaveLength(1));
    expect(posts(calls, '/api/sandbox/confirm-card').map((c) => c.body)).toEqual([
      { clientSecret: 'pi_3Qx7Ab_secret_Zk91', returnPath: '/checkout?plan=PREMIUM', cardNumber: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' },
    ]);
    expect(await screen.findByRole('button', { name: 'Pay €49.99' })).toHaveProperty('disabled', false);
    expect(currentLocation()).toBe('/checkout?plan=PREMIUM');
  });

  it('tells a subscriber they already have a plan, and lets them extend it', async () => {
    const calls = show('/checkout?plan=STANDARD', { user: { body: subscriber } });
    expect(await screen.findByRole('heading', { name: 'Already Subscribed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add more time to your plan' }).getAttribute('href')).toBe('/checkout?plan=STANDARD&extend=1');
    expect(posts(calls, '/api/create-payment-intent')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Add more time to your plan' }));
    expect(await screen.findByRole('button', { name: 'Pay €19.99' })).toBeTruthy();
    expect(posts(calls, '/api/create-payment-intent').map((c) => c.body)).toEqual([{ planType: 'STANDARD' }]);
  });

  it('sends a signed-out visitor to log in, keeping the plan', async () => {
    show('/checkout?plan=PREMIUM', { user: { status: 401, body: { message: 'Not authenticated' } } });
    await waitFor(() => expect(currentLocation()).toBe('/login?redirectTo=/checkout&plan=PREMIUM'));
  });
});

describe('checkout: return from the payment provider', () => {
  const returnPath = '/checkout?plan=PREMIUM&payment_intent=pi_3Qx7AbCd&payment_intent_client_secret=pi_3Qx7AbCd_secret_x&redirect_status=succeeded';

  it('confirms the payment once, then shows the success view with the access date', async () => {
    const calls = show(returnPath, { confirm: { body: { plan: 'PREMIUM', accessUntil: '2027-06-01T12:00:00.000Z', alreadyRecorded: false } } }, { strict: true });
    expect(await screen.findByText('Confirming your payment...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(/plan is active/).textContent).toBe('Your Premium plan is active until 1 June 2027. Enjoy the course.');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // Strict mode runs the effect twice; the payment is still confirmed only once.
    expect(posts(calls, '/api/confirm-payment').map((c) => c.body)).toEqual([{ planType: 'PREMIUM', paymentIntentId: 'pi_3Qx7AbCd' }]);
    // The user is reloaded so the new plan unlocks the course, and no new intent is made.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/user')).toHaveLength(2));
    expect(posts(calls, '/api/create-payment-intent')).toEqual([]);
  });

  it('says so when the confirmation fails', async () => {
    const calls = show(returnPath, { confirm: { status: 500, body: { message: 'Internal Server Error' } } });
    expect(await screen.findByText(/There was an issue confirming your payment/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).toBeNull();
    expect(posts(calls, '/api/confirm-payment')).toHaveLength(1);
  });

  it('does not confirm a payment the provider did not succeed', async () => {
    const calls = show('/checkout?plan=PREMIUM&payment_intent=pi_3Qx7AbCd&redirect_status=failed');
    expect(await screen.findByRole('button', { name: 'Pay €49.99' })).toBeTruthy();
    expect(posts(calls, '/api/confirm-payment')).toEqual([]);
  });
});

describe('checkout: payment setup failure', () => {
  it('shows Setting up payment while the intent is made, then the error with Retry when it fails', async () => {
    const calls = show('/checkout?plan=BASIC', { intent: { status: 503, body: { message: 'Payments are unavailable' } } });
    const release = holdBack('/api/create-payment-intent');
    expect(await screen.findByText('Setting up payment...')).toBeTruthy();
    expect(term('Plan')).toBe('Basic Plan');
    release();
    expect(await screen.findByText('Unable to initialise payment. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('Setting up payment...')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(posts(calls, '/api/create-payment-intent')).toHaveLength(1);

    // Retry reloads the page (which jsdom cannot do), so only its place in the alert is checked here.
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to initialise payment.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveProperty('disabled', false);
  });

  it('shows the error when the payment configuration cannot be read', async () => {
    const calls = show('/checkout?plan=BASIC', { config: { status: 500, body: { message: 'Internal Server Error' } } });
    expect(await screen.findByText('Unable to initialise payment. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/payments/config')).toBe(true);
  });
});
