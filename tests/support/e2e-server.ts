import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * The server the e2e suite runs against: a fresh data folder (embedded PostgreSQL) or, when
 * DATABASE_URL is set, a fresh database on that server; the sandbox payment provider.
 */
const port = process.env.E2E_PORT ?? '5123';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-e2e-'));
fs.chmodSync(dataDir, 0o755);

if (process.env.DATABASE_URL) {
  const name = `spsv_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}

// Mail goes to a real SMTP catcher; the suite reads it back over a small HTTP endpoint.
const smtp = await startSmtpCatcher();
const mailPort = Number(port) + 1;
http
  .createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase() ?? '';
    const mails = smtp.messages.filter((m) => !to || m.to.includes(to));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
  })
  .listen(mailPort, '127.0.0.1');

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  STRIPE_SECRET_KEY: '',
  SMTP_URL: smtp.url,
});

await import('../../src/server/server.ts');

// The server exits after a clean shutdown; the throwaway data folder goes with it.
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
