/** A tiny cookie-keeping client for tests that talk to a real server process over HTTP. */
export class Client {
  cookie = '';
  constructor(public baseUrl: string) {}

  async call(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0] ?? '';
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  }

  /** Registers, signs in and buys a plan through the sandbox provider. */
  async payingLearner(name: string): Promise<void> {
    const user = { username: name, email: `${name}@example.ie`, password: 'secret-123', vehicleType: 'taxi' };
    await this.call('POST', '/api/register', user);
    const login = await this.call('POST', '/api/login', { username: name, password: user.password });
    if (login.status !== 200) throw new Error(`login ${login.status}`);
    const { clientSecret } = (await this.call('POST', '/api/create-payment-intent', { planType: 'BASIC' })).json as { clientSecret: string };
    await this.call('POST', '/api/sandbox/confirm-card', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnPath: '/checkout' });
    const confirmed = await this.call('POST', '/api/confirm-payment', { planType: 'BASIC', paymentIntentId: clientSecret.split('_secret_')[0] });
    if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status}`);
  }
}
