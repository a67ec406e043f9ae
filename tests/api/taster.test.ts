import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { API } from '../../src/shared/api-paths.ts';
import type { TasterContent, TasterResult } from '../../src/shared/schemas/taster.ts';
import { TASTER_LIMIT } from '../../src/server/features/taster/taster.routes.ts';
import { useTestApp } from '../support/test-app.ts';

/** The free taster (issue 32 §7): public, marked on the server, never a paid question. */
const ctx = useTestApp();
const CONTENT = path.resolve(import.meta.dirname, '../../content');

interface YamlQuestion {
  id: string;
  text: string;
  options: string[];
  answer: number;
  explanation: string;
}
const tasterFile = parseYaml(fs.readFileSync(path.join(CONTENT, 'data', 'taster.yaml'), 'utf8')) as { questions: YamlQuestion[] };
const keys = new Map(tasterFile.questions.map((q) => [q.id, q.answer]));
const paid = fs
  .readdirSync(path.join(CONTENT, 'questions'))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => (parseYaml(fs.readFileSync(path.join(CONTENT, 'questions', f), 'utf8')) as { questions: YamlQuestion[] }).questions);

const get = (remoteAddress = '192.0.2.10') => ctx.app.inject({ method: 'GET', url: API.taster, remoteAddress });
const answer = (payload: unknown, remoteAddress = '192.0.2.10') => ctx.app.inject({ method: 'POST', url: API.tasterAnswers, payload: payload as object, remoteAddress });

describe('GET /api/taster', () => {
  it('serves a page and ten questions to a visitor without an account, with no key in sight', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json<TasterContent>();
    expect(body.page.title).toBeTruthy();
    expect(body.page.keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(body.questions).toHaveLength(10);
    for (const q of body.questions) expect(Object.keys(q).sort()).toEqual(['id', 'module', 'options', 'text']);
    expect(res.body).not.toMatch(/"answer"|"correctAnswer"|"explanation"/);
  });

  it('never reveals a paid bank question: no stem, id or explanation of a bank is in it', async () => {
    const body = (await get()).body;
    const served = (await get()).json<TasterContent>();
    const bankStems = new Set(paid.map((q) => q.text.trim().toLowerCase()));
    expect(served.questions.filter((q) => bankStems.has(q.text.trim().toLowerCase()))).toEqual([]);
    expect(paid.filter((q) => body.includes(`"${q.id}"`)).map((q) => q.id)).toEqual([]);
    const marked = (await answer({ answers: served.questions.map((q) => ({ id: q.id, selected: 0 })) })).body;
    expect(paid.filter((q) => marked.includes(q.explanation)).map((q) => q.id)).toEqual([]);
  });
});

describe('POST /api/taster/answers', () => {
  it('marks on the server: the right keys score, whatever the client thinks', async () => {
    const right = [...keys].map(([id, key]) => ({ id, selected: key }));
    const all = (await answer({ answers: right })).json<TasterResult>();
    expect(all).toMatchObject({ score: 10, total: 10 });
    expect(all.items.every((i) => i.correct && i.explanation.length > 10 && i.source.length > 0)).toBe(true);

    const wrong = [...keys].map(([id, key]) => ({ id, selected: (key + 1) % 4 }));
    const none = (await answer({ answers: wrong, score: 10 })).json<TasterResult>();
    expect(none).toMatchObject({ score: 0, total: 10 });
    expect(none.items.map((i) => i.correctAnswer)).toEqual([...keys.values()]);
  });

  it('returns keys only for the questions sent', async () => {
    const [first] = [...keys];
    if (!first) throw new Error('no taster');
    const res = (await answer({ answers: [{ id: first[0], selected: null }] })).json<TasterResult>();
    expect(res).toMatchObject({ score: 0, total: 1 });
    expect(res.items.map((i) => i.id)).toEqual([first[0]]);
  });

  it.each([
    ['a paid bank id', { answers: [{ id: 'm01-001', selected: 0 }] }, /answers\.0\.id: id must be a taster question id/],
    ['an id outside the set', { answers: [{ id: 't-999', selected: 0 }] }, /t-999 is not a taster question/],
    ['an option out of range', { answers: [{ id: 't-001', selected: 4 }] }, /selected must be 0 to 3 or null/],
    ['the same question twice', { answers: [{ id: 't-001', selected: 0 }, { id: 't-001', selected: 1 }] }, /must not repeat a question/],
    ['no answers', { answers: [] }, /at least one answer/],
    ['no body shape', { answer: 1 }, /answers/],
  ])('refuses %s with a 400', async (_name, payload, message) => {
    const res = await answer(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('is rate-limited per address', async () => {
    const ip = '198.51.100.99';
    const body = { answers: [{ id: 't-001', selected: 0 }] };
    for (let i = 0; i < TASTER_LIMIT.max; i += 1) expect((await answer(body, ip)).statusCode).toBe(200);
    const refused = await answer(body, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBe(TASTER_LIMIT.message);
    expect((await get(ip)).statusCode).toBe(429);
    // Another address is not held back.
    expect((await answer(body, '198.51.100.100')).statusCode).toBe(200);
  });
});
