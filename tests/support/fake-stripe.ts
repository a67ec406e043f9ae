import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/**
 * A local HTTP server answering like Stripe's PaymentIntents API, so the real `stripe` SDK is
 * exercised end to end without the internet.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_${randomBytes(6).toString('hex')}`);
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.headers.authorization !== 'Bearer sk_test_fake') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const id = `pi_fake${randomBytes(8).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'eur',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        return res.end(JSON.stringify(intent));
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        if (!intent) {
          res.statusCode = 404;
          return res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` } }));
        }
        return res.end(JSON.stringify(intent));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    intents,
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
