import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `src/server/server.ts` as its own process, the way `npm start` does. */
export function startServer(env: Record<string, string>, port: number, options: { detached?: boolean } = {}): ServerProcess {
  return spawnServer(['src/server/server.ts'], { cwd: ROOT, env, port, ...options });
}

/** Runs a TypeScript entry with tsx in `cwd`; an `undefined` value removes that variable. */
export function spawnServer(args: string[], options: { cwd: string; env: Record<string, string | undefined>; port: number; detached?: boolean }): ServerProcess {
  let out = '';
  const merged: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...options.env, PORT: String(options.port) };
  const env = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: options.detached ?? false });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl: `http://127.0.0.1:${options.port}`, output: () => out, exited };
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
