import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { writeE2eState } from './e2e-state.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/**
 * The server the e2e suite runs against: a fresh database (on DATABASE_URL's server, or a
 * throwaway embedded one), the sandbox payment provider and a real SMTP catcher. A small
 * side port lets the suite read caught mail and check stored rows.
 */
const port = process.env.E2E_PORT ?? '5123';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-e2e-'));
fs.chmodSync(dataDir, 0o755);

const name = `spsv_e2e_${randomBytes(6).toString('hex')}`;
writeE2eState({ pid: process.pid, port, dataDir, database: name, ...(process.env.DATABASE_URL ? { adminUrl: process.env.DATABASE_URL } : {}) });
let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) adminUrl = (await startEmbeddedPostgres(dataDir, () => undefined)).url;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = new pg.Pool({ connectionString: url.toString(), max: 2 });

const smtp = await startSmtpCatcher();
http
  .createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (query.pathname === '/expire-attempt') {
      // Time runs out for an attempt without waiting for it (tests/support/attempt-deadline.ts).
      db.query("update attempts set deadline_at = now() - interval '1 minute' where id = $1", [query.searchParams.get('id')]).then(
        (r) => res.end(JSON.stringify({ updated: r.rowCount })),
        (e: Error) => res.end(JSON.stringify({ error: e.message })),
      );
      return;
    }
    if (query.pathname === '/grant-admin') {
      // The owner's role is granted only by the command (issue 22), so the suite runs it as an owner would.
      const username = query.searchParams.get('username') ?? '';
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/admin.ts', 'grant', username],
        { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' } },
        (error, stdout, stderr) => res.end(JSON.stringify({ code: error ? (error.code ?? 1) : 0, out: stdout || stderr })),
      );
      return;
    }
    if (query.pathname === '/unsubscribe-token') {
      // The token a reminder's unsubscribe link would carry, without waiting for 8 am.
      db.query('select p.unsubscribe_token as token from study_plans p join users u on u.id = p.user_id where u.email = $1', [query.searchParams.get('email')?.toLowerCase()]).then(
        (r) => res.end(JSON.stringify(r.rows[0] ?? {})),
        (e: Error) => res.end(JSON.stringify({ error: e.message })),
      );
      return;
    }
    if (query.pathname === '/map-drill-answers') {
      // A map drill's keys, which the browser never holds, so a journey can miss a place on purpose.
      db.query("select position, drill->>'answer' as answer, drill->>'placeId' as place_id from map_drills where session_id = $1 order by position", [query.searchParams.get('session')]).then(
        (r) => res.end(JSON.stringify(r.rows)),
        (e: Error) => res.end(JSON.stringify({ error: e.message })),
      );
      return;
    }
    if (query.pathname === '/contact-messages') {
      db.query('select name, email, message, source from contact_messages where subject = $1', [query.searchParams.get('subject')]).then(
        (r) => res.end(JSON.stringify(r.rows)),
        (e: Error) => res.end(JSON.stringify({ error: e.message })),
      );
      return;
    }
    const to = query.searchParams.get('to')?.toLowerCase() ?? '';
    res.end(JSON.stringify(smtp.messages.filter((m) => !to || m.to.includes(to))));
  })
  .listen(Number(port) + 1, '127.0.0.1');

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  STRIPE_SECRET_KEY: '',
  // The suite signs up dozens of learners from one address.
  REGISTRATIONS_PER_IP_PER_HOUR: '10000',
  SMTP_URL: smtp.url,
  // Map tiles from a host no test reaches: map journeys answer its requests with a blank tile (issue 34).
  MAP_TILE_URL: 'https://tiles.e2e.invalid/{z}/{x}/{y}.png',
});

await import('../../src/server/server.ts');

// The server exits after a clean shutdown; the throwaway data folder goes with it. The run's
// teardown (tests/support/e2e-teardown.ts) drops the database and cleans up after a kill.
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
