import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/**
 * Slow clients are cut off (issue 16 §2): without limits a body sent a byte at a time keeps a
 * socket (and a file descriptor) open for ever. Headers must arrive within `headersMs`, the
 * whole request within `requestMs`, and an idle socket closes after `idleMs`. Node checks the
 * request and header limits every `checkEveryMs`.
 */
export interface Timeouts {
  requestMs: number;
  headersMs: number;
  idleMs: number;
  checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, headersMs: 20_000, idleMs: 20_000, checkEveryMs: 2_000 };

export function serverFactory(timeouts: Timeouts): FastifyServerFactory<http.Server> {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: timeouts.requestMs,
        headersTimeout: timeouts.headersMs,
        connectionsCheckingInterval: timeouts.checkEveryMs,
        // Longer than a typical load balancer's idle timeout, so it closes first.
        keepAliveTimeout: 72_000,
      },
      handler,
    );
    server.setTimeout(timeouts.idleMs);
    return server;
  };
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
