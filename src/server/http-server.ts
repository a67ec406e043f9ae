import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Env } from './env.ts';

/**
 * Slow clients are cut off (issue 16 §2): without limits a body sent a byte at a time keeps a
 * socket (and a file descriptor) open for ever. Headers must arrive within `headersMs`, the
 * whole request within `requestMs`, and an idle socket closes after `idleMs`. Node checks the
 * request and header limits every `checkEveryMs`. A request without a session cookie gets only
 * `anonymousBodyMs` to send its body (issue 27 §9): anyone can open such requests, so they are
 * the cheap way to hold sockets; a learner on a slow line keeps the long limit.
 */
export interface Timeouts {
  requestMs: number;
  headersMs: number;
  idleMs: number;
  checkEveryMs: number;
  /** Defaults to 5 s. */
  anonymousBodyMs?: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 20_000, idleMs: 20_000, checkEveryMs: 2_000, anonymousBodyMs: 5_000 };

type ConnectionSettings = Pick<Env, 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY' | 'SESSION_COOKIE_NAME'>;

export function serverFactory(timeouts: Timeouts, settings: ConnectionSettings): FastifyServerFactory<http.Server> {
  const bodyMs = timeouts.anonymousBodyMs ?? 5_000;
  const signedIn = (req: http.IncomingMessage) => (req.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${settings.SESSION_COOKIE_NAME}=`));
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: timeouts.headersMs,
        connectionsCheckingInterval: timeouts.checkEveryMs,
        // Longer than a typical load balancer's idle timeout, so it closes first.
        keepAliveTimeout: 72_000,
      },
      (req, res) => {
        // A forged cookie buys the long limit, which still ends at requestMs.
        if (hasBody(req) && !signedIn(req)) limitBodyTime(req, bodyMs);
        handler(req, res);
      },
    );
    server.setTimeout(timeouts.idleMs);
    const exempt = capExemption(settings.TRUST_PROXY);
    if (settings.MAX_CONNECTIONS_PER_IP > 0 && exempt !== 'all') capConnectionsPerAddress(server, settings.MAX_CONNECTIONS_PER_IP, exempt);
    return server;
  };
}

const hasBody = (req: http.IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Closes the connection unless the whole body has arrived within `ms` (the error handler logs the cut at debug). */
function limitBodyTime(req: http.IncomingMessage, ms: number): void {
  const timer = setTimeout(() => {
    if (!req.complete) req.socket.destroy();
  }, ms);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.once('end', done);
  req.once('close', done);
}

/** An IPv4 client on a dual-stack socket shows as `::ffff:a.b.c.d`. */
const plainAddress = (address: string) => (address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address);

/**
 * Who the connection cap leaves alone: the trusted proxies, which carry many clients each. With a
 * hop count the proxies' addresses are unknown, so the cap is off and the proxy must limit
 * connections per client itself (README, Configuration).
 */
function capExemption(trustProxy: ConnectionSettings['TRUST_PROXY']): 'all' | ((address: string) => boolean) {
  if (typeof trustProxy === 'number') return 'all';
  if (trustProxy === false) return () => false;
  const proxies = new net.BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    return proxies.check(plain, net.isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/**
 * At most `max` open connections per client address (issue 27 §9): one address could otherwise
 * open sockets until the process runs out of file descriptors. Extra connections are closed as
 * they arrive, before a byte is read.
 */
function capConnectionsPerAddress(server: http.Server, max: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: net.Socket) => {
    const address = socket.remoteAddress ? plainAddress(socket.remoteAddress) : undefined;
    if (address === undefined || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Fastify's trustProxy from the parsed TRUST_PROXY: a hop count trusts that many proxies. */
export function trustProxyOption(setting: number | string[] | false): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/**
 * Graceful shutdown: requests in flight when the app starts closing get `Connection: close`, so
 * their keep-alive sockets end with the answer instead of holding `close()` open until the
 * keep-alive timeout.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
