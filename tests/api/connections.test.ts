import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loggerOptions } from '../../src/server/logger.ts';
import { testEnv, useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/**
 * Connection-level holes (issue 27 §9): an abandoned upload is not a database outage in the
 * log, one address cannot hold every socket, and a visitor without a session cookie gets a
 * short time to send a body.
 */
const lines: { level: number; msg: string }[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
    done();
  },
});
const CAP = 4;
const ctx = useTestApp({
  env: { MAX_CONNECTIONS_PER_IP: String(CAP) },
  deps: {
    logger: pino(loggerOptions('debug'), sink),
    timeouts: { requestMs: 20_000, headersMs: 10_000, idleMs: 20_000, checkEveryMs: 200, anonymousBodyMs: 1_000 },
  },
});

let port: number;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});

async function open(to = port): Promise<net.Socket> {
  const socket = net.connect(to, '127.0.0.1');
  socket.on('error', () => undefined); // the server closing a socket on us is what some tests want
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

const closedWithin = (socket: net.Socket, ms: number) =>
  Promise.race([new Promise<boolean>((resolve) => socket.once('close', () => resolve(true))), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const head = (length: number, cookie?: string) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nOrigin: http://localhost:5000\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Content-Length: ${length}\r\n\r\n`;

describe('a client abandoning an upload', () => {
  it('is logged at debug, never as the database being unavailable', async () => {
    lines.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const socket = await open();
      socket.write(head(400));
      socket.write('{"name":"Half a body","email":');
      await sleep(150);
      socket.destroy();
    }
    await sleep(500);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => l.msg)).toEqual([]);
    expect(lines.some((l) => /database unavailable/.test(l.msg))).toBe(false);
    expect(lines.filter((l) => l.level === 20 && /closed the connection/.test(l.msg))).toHaveLength(3);
  });
});

describe('connections per client address', () => {
  it(`closes connections past ${CAP} from one address at once, and takes new ones when they close`, async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open()));
    const extra = await open();
    expect(await closedWithin(extra, 1_000)).toBe(true);
    // The ones within the cap still serve.
    const first = held[0];
    if (!first) throw new Error('no socket');
    const answer = new Promise<string>((resolve) => first.once('data', (d: Buffer) => resolve(d.toString())));
    first.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    for (const s of held) s.destroy();
    await sleep(200);
    const again = await open();
    expect(await closedWithin(again, 500)).toBe(false);
    again.destroy();
  });
});

describe('behind trusted proxies', () => {
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  // A listed proxy carries many clients; with a hop count the proxies' addresses are unknown, so the cap is off.
  it.each([['127.0.0.1'], ['1']])('leaves the proxies uncapped with TRUST_PROXY=%s', async (trustProxy) => {
    const proxied = await buildApp({ env: testEnv({ MAX_CONNECTIONS_PER_IP: '2', TRUST_PROXY: trustProxy }), database: ctx.database });
    apps.push(proxied);
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const proxyPort = (proxied.server.address() as net.AddressInfo).port;
    const sockets = await Promise.all(Array.from({ length: 5 }, () => open(proxyPort)));
    expect(await Promise.all(sockets.map((s) => closedWithin(s, 500)))).toEqual([false, false, false, false, false]);
    for (const s of sockets) s.destroy();
  });
});

describe('time to send a body', () => {
  it('cuts off a visitor without a session cookie after the short limit, not the long one', async () => {
    const socket = await open();
    socket.write(head(200));
    socket.write('{"name":');
    const started = Date.now();
    lines.length = 0;
    expect(await closedWithin(socket, 5_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
    await sleep(200);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('gives a signed-in learner the usual time', async () => {
    const { cookie } = await signUp(ctx.app);
    const socket = await open();
    const reply = new Promise<string>((resolve) => socket.once('data', (d: Buffer) => resolve(d.toString())));
    const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.ie', subject: 'Slow', message: 'Sent in two halves' });
    socket.write(head(Buffer.byteLength(body), cookie));
    socket.write(body.slice(0, 10));
    expect(await closedWithin(socket, 2_000)).toBe(false);
    socket.write(body.slice(10));
    expect(await reply).toMatch(/^HTTP\/1\.1 201/);
    socket.destroy();
  });
});
