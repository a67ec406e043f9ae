import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../src/server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/server/db/migrate.ts';
import { adminUrl } from '../support/test-database.ts';

/** The migrations as they stood before the exam engine: every one up to (not including) 0003. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('moving saved results onto attempts (issue 18)', () => {
  const name = `spsv_t_${randomBytes(6).toString('hex')}`;
  const url = (() => {
    const u = new URL(adminUrl());
    u.pathname = `/${name}`;
    return u.toString();
  })();
  const folder = migrationsBefore('0003_exam_attempts');

  afterAll(async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('keeps every learner’s history: each result becomes a submitted attempt with its answers', async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const database = connect(url, { max: 2 });
    try {
      await runMigrations(database.pool, folder);
      const { rows } = await database.pool.query<{ id: number }>(
        `insert into users (username, email, password_hash, vehicle_type) values ('old-learner', 'old@example.ie', 'x', 'hackney') returning id`,
      );
      const userId = rows[0]?.id;
      const answers = JSON.stringify([
        { questionId: 'm07-001', selected: 2, correct: true },
        { questionId: 'm07-002', selected: 0, correct: false },
      ]);
      await database.pool.query(
        `insert into practice_results (user_id, test_id, test_type, vehicle_type, score, total_questions, date_taken, answers)
         values ($1, 3, 'Customer Service', 'hackney', 1, 2, '2026-06-01T10:00:00Z', $2), ($1, 1, 'Industry Knowledge', 'hackney', 30, 40, '2026-06-02T10:00:00Z', '[]')`,
        [userId, answers],
      );

      await runMigrations(database.pool);

      const attempts = await database.pool.query<{ id: string; test_id: number; status: string; score: number; total: number; vehicle_type: string; submitted_at: Date }>(
        `select id, test_id, status, score, total, vehicle_type, submitted_at from attempts where user_id = $1 order by submitted_at`,
        [userId],
      );
      expect(attempts.rows.map(({ id: _id, ...r }) => r)).toEqual([
        { test_id: 3, status: 'submitted', score: 1, total: 2, vehicle_type: 'hackney', submitted_at: new Date('2026-06-01T10:00:00Z') },
        { test_id: 1, status: 'submitted', score: 30, total: 40, vehicle_type: 'hackney', submitted_at: new Date('2026-06-02T10:00:00Z') },
      ]);
      const items = await database.pool.query<{ position: number; question_id: string; correct: boolean }>(
        `select position, question_id, correct from attempt_items where attempt_id = $1 order by position`,
        [attempts.rows[0]?.id],
      );
      expect(items.rows).toEqual([
        { position: 0, question_id: 'm07-001', correct: true },
        { position: 1, question_id: 'm07-002', correct: false },
      ]);
      const gone = await database.pool.query(`select to_regclass('practice_results') as t`);
      expect(gone.rows[0]).toEqual({ t: null });
    } finally {
      await database.close();
    }
  });
});
