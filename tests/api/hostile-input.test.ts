import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signUp } from '../support/users.ts';

/**
 * Every API route, from the OpenAPI document, receives generated hostile input: wrong types,
 * missing and extra fields, huge strings, unicode, out-of-range numbers and prototype-pollution
 * keys, in bodies, query strings, path parameters and headers (issue 11). Never a 5xx, the
 * server stays healthy, and a request refused as invalid changes no row.
 */
const ctx = useTestApp();
const RUNS = 40;
/** Routes that end the session used by the run; they take no input worth fuzzing. */
const SKIP = new Set(['GET /api/logout', 'POST /api/user/sign-out-everywhere', 'POST /api/stripe/webhook']);
const TABLES = ['users', 'sessions', 'purchases', 'sandbox_payment_intents', 'training_progress', 'checklists', 'attempts', 'attempt_items', 'entry_test_sittings', 'question_memory', 'password_resets', 'contact_messages', 'outbox_emails', 'fare_drills'];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '💥'.repeat(500), 'a'.repeat(70_000), '{{7*7}}', 'NaN'),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2));
const pollution = fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__": {"polluted": true}}') as object, { constructor: { prototype: { polluted: true } } });
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.array(hostileString, { maxLength: 3 }), pollution, fc.object({ maxDepth: 2 }));

/** Valid bodies per route, so mutations of one field at a time reach the handlers too. */
const VALID: Record<string, () => Record<string, unknown>> = {
  'POST /api/register': () => ({ username: `fz${Math.random().toString(36).slice(2, 10)}`, email: `fz${Math.random().toString(36).slice(2, 10)}@example.ie`, password: 'secret-123', vehicleType: 'taxi' }),
  'POST /api/login': () => ({ username: 'nobody-here', password: 'secret-123' }),
  'POST /api/forgot-password': () => ({ email: 'nobody@example.ie' }),
  'POST /api/reset-password': () => ({ token: 'x'.repeat(43), password: 'secret-123' }),
  'POST /api/email-change/confirm': () => ({ token: 'x'.repeat(43) }),
  'POST /api/email-change/undo': () => ({ token: 'x'.repeat(43) }),
  'POST /api/contact': () => ({ name: 'A', email: 'a@example.ie', subject: 'S', message: 'M', source: 'home' }),
  'POST /api/taster/answers': () => ({ answers: [{ id: 't-001', selected: 1 }] }),
  'POST /api/create-payment-intent': () => ({ planType: 'BASIC' }),
  'POST /api/confirm-payment': () => ({ planType: 'BASIC', paymentIntentId: 'pi_sandbox_unknown' }),
  'POST /api/sandbox/confirm-card': () => ({ clientSecret: 'pi_x_secret_y_unknown', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnPath: '/checkout' }),
  'POST /api/training/progress': () => ({ moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true }),
  'POST /api/practice-tests': () => ({ attemptId: '0b7c4f5e-8d3a-4c2b-9e1f-2a3b4c5d6e7f', testType: 'Customer Service', vehicleType: 'taxi', score: 20, totalQuestions: 25, dateTaken: new Date().toISOString() }),
  'POST /api/attempts': () => ({ testId: 100, county: 'Cork', part: 'area' }),
  'PUT /api/attempts/{id}/answers/{position}': () => ({ selected: 1, flagged: true }),
  'POST /api/attempts/{id}/submit': () => ({ part: 0 }),
  'POST /api/review/{questionId}/answer': () => ({ selected: 1 }),
  'POST /api/entry-test/sittings': () => ({ satOn: '2026-01-15', industryPassed: true, areaPassed: false }),
  'POST /api/checklists': () => ({ checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: 't', description: 'd', tooltipText: 'x', isCompleted: true }] }),
  'PATCH /api/user': () => ({ vehicleType: 'hackney', email: 'elsewhere@example.ie', currentPassword: 'wrong-password' }),
  'POST /api/user/password': () => ({ currentPassword: 'wrong-password', newPassword: 'secret-456' }),
  'DELETE /api/user': () => ({ confirmUsername: 'not-this-user', currentPassword: 'wrong-password' }),
  'PUT /api/study-plan': () => ({ testDate: '2026-12-20', county: 'Cork', reminders: false }),
  'POST /api/reminders/unsubscribe': () => ({ token: 'x'.repeat(32) }),
  // Its real body is the form pair, not JSON: every generated body must be refused with a 400.
  'POST /api/reminders/one-click-unsubscribe': () => ({ 'List-Unsubscribe': 'One-Click' }),
  'POST /api/questions/{id}/reports': () => ({ problem: 'typo', detail: 'A detail' }),
  'POST /api/fares/drills': () => ({ answerStyle: 'options' }),
  'PUT /api/fares/drills/{id}/answers/{position}': () => ({ selected: 1 }),
  'POST /api/map-drills': () => ({ county: 'Dublin', mode: 'places' }),
  'PUT /api/map-drills/{id}/answers/{position}': () => ({ option: 'a' }),
  'POST /api/admin/messages/{id}/reply': () => ({ body: 'Hello there' }),
  'PUT /api/admin/messages/{id}/handled': () => ({ handled: true }),
  'POST /api/admin/reports/{questionId}/resolve': () => ({ resolution: 'fixed', note: 'Fixed it' }),
};

/** A valid body with one field replaced, removed, or joined by hostile extra fields. */
function mutated(base: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(base());
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => ({ ...base(), [k]: v })),
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(base()).filter(([key]) => key !== k))),
    fc.tuple(fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }), pollution).map(([extra, p]) => ({ ...extra, ...base(), ...p })),
  );
}

/** A body built from the route's own field names, with hostile values and extra fields. */
function bodyFor(fields: string[], valid?: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] });
  return fc.oneof(
    ...(valid ? [{ weight: 5, arbitrary: mutated(valid) }] : []),
    shaped,
    fc.tuple(shaped, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    pollution,
    hostileValue,
    fc.constantFrom('{', '[]', 'null', '"text"', '{"a":', '\u0000'),
  );
}

async function snapshot(): Promise<string> {
  const parts = TABLES.map((t) => sql`(select coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${sql.identifier(t)} x)`);
  const res = await ctx.database.db.execute<{ s: string }>(sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as s`);
  return res.rows[0]?.s ?? '';
}

interface Operation {
  method: string;
  path: string;
  bodyFields: string[] | null;
  queryFields: string[];
}

function operations(doc: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; parameters?: { in: string; name: string }[] }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        bodyFields: op.requestBody ? Object.keys(schema?.properties ?? {}) : null,
        queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return ops;
}

describe('hostile input on every route', () => {
  it('never answers 5xx, stays healthy and changes nothing when it refuses', async () => {
    const { user, cookie } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    // An owner with a plan, so the console's routes are reached too, not just refused.
    await ctx.database.pool.query("update users set role = 'admin' where username = $1", [user.username]);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Parameters<typeof operations>[0]>();
    const ops = operations(doc).filter((op) => !SKIP.has(`${op.method} ${op.path}`));
    expect(ops.length).toBeGreaterThan(20);
    const withBody = ops.filter((op) => op.bodyFields).map((op) => `${op.method} ${op.path}`);
    expect(withBody.filter((k) => !VALID[k])).toEqual([]);

    for (const op of ops) {
      await fc.assert(
        fc.asyncProperty(
          op.bodyFields ? bodyFor(op.bodyFields, VALID[`${op.method} ${op.path}`]) : fc.constant(undefined),
          fc.dictionary(fc.constantFrom(...op.queryFields, 'type', 'x', '__proto__'), hostileString, { maxKeys: 3 }),
          fc.string({ maxLength: 30 }),
          fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
            { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x') },
          ),
          fc.option(fc.constantFrom('spsv_session=garbage', `${cookie}; spsv_session=other`, 'spsv_session=' + 'x'.repeat(5000)), { nil: undefined }),
          async (body, query, param, contentType, badCookie) => {
            const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(param) || '0') + '?' + new URLSearchParams(query).toString();
            const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
            const before = await snapshot();
            const res = await ctx.app.inject({
              method: op.method as 'GET',
              url,
              headers: { cookie: badCookie ?? cookie, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
              ...(payload !== undefined ? { payload } : {}),
            });
            expect(res.statusCode, `${op.method} ${url} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
            expect(() => JSON.parse(res.body), `${op.method} ${url} answers JSON`).not.toThrow();
            if ([400, 404, 413, 415].includes(res.statusCode)) expect(await snapshot(), `${op.method} ${url} changed rows`).toBe(before);
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 300_000);
});

describe('stored HTML stays inert', () => {
  it('is refused in usernames and only ever returned inside JSON', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { username: html, email: 'h@example.ie', password: 'secret-123', vehicleType: 'taxi' } });
    expect(bad.statusCode).toBe(400);

    const { cookie } = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { cookie }, payload: { name: html, email: 'h@example.ie', subject: html, message: `<script>alert(1)</script>`, source: 'settings' } });
    await ctx.app.inject({ method: 'POST', url: '/api/checklists', headers: { cookie }, payload: { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: html, description: html, tooltipText: html, isCompleted: true }] } });
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/user/export', headers: { cookie } });
    expect(exported.headers['content-type']).toMatch(/^application\/json/);
    expect(exported.headers['x-content-type-options']).toBe('nosniff');
    // Checklist text comes from the course content, never from what a client sent.
    const lists = (await ctx.app.inject({ method: 'GET', url: '/api/checklists', headers: { cookie } })).body;
    expect(lists).not.toContain('onerror');
  });
});
