import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorForLog, loggerOptions, safeMessage } from '../lib/log';
import errorHandler from './error-handler';

// A 500's log line (docs/decisions/152-logs-errors-and-shutdown.md): whatever is thrown — an Error, a plain object, a
// string, null, a Proxy — the log names its type, code, a masked message and where it was thrown, once (not
// a description of the description), and holds nothing the request carried; the answer is the same clean 500.

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
const failures = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request failed');

const SECRET = {
  password: 'Rahasia-Studio-9x',
  token: 'tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
  email: 'pelamar.rahasia@contoh.id',
  phone: '081299887766',
};

class PgLikeError extends Error {
  code = '23505';
  severity = 'ERROR';
  constraint = 'products_slug_key';
  table = 'products';
  detail = `Key (slug)=(${SECRET.email}) already exists.`;
  where = 'PL/pgSQL function product_search_docs_sync() line 5 at SQL statement';
  constructor() {
    super(`duplicate key value violates unique constraint "products_slug_key" ${SECRET.email}`);
  }
}

const THROWN: Record<string, () => unknown> = {
  'plain-object': () => ({ message: `bad ${SECRET.email}`, code: 'E_PLAIN', password: SECRET.password, body: { token: SECRET.token } }),
  string: () => `token ${SECRET.token} for ${SECRET.email}`,
  null: () => null,
  undefined: () => undefined,
  number: () => 42,
  'null-prototype': () => Object.assign(Object.create(null) as object, { code: 'E_BARE', secret: SECRET.password }),
  proxy: () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
        getPrototypeOf() {
          throw new Error('trap');
        },
        ownKeys() {
          throw new Error('trap');
        },
      },
    ),
  'type-error': () => new TypeError(`Cannot read properties of undefined (reading 'slug') "${SECRET.password} and more"`),
  'database-error': () => new PgLikeError(),
  'wrapped-database-error': () =>
    Object.assign(new Error(`Failed query: insert … params: ${SECRET.email},${SECRET.phone}`, { cause: new PgLikeError() }), {
      name: 'DrizzleQueryError',
      query: 'insert …',
      params: [SECRET.email],
    }),
  'error-with-plain-cause': () => new Error('Transaction is closed', { cause: { code: 'E_INNER', password: SECRET.password } }),
};

const app = Fastify({ logger: loggerOptions({ level: 'error', stream: sink }) });
beforeAll(async () => {
  await app.register(errorHandler);
  for (const [name, make] of Object.entries(THROWN)) {
    app.post(`/throw/${name}`, async () => {
      throw make();
    });
  }
  await app.ready();
});
afterAll(() => app.close());

const post = (name: string) =>
  app.inject({
    method: 'POST',
    url: `/throw/${name}?email=${encodeURIComponent(SECRET.email)}`,
    headers: { cookie: `__Host-denka_staff=${SECRET.token}`, authorization: `Bearer ${SECRET.token}` },
    payload: SECRET,
  });

describe('a 500 logs what was thrown, never what was sent', () => {
  it.each(Object.keys(THROWN))('%s: a clean 500 body and one log line with its shape and none of the secrets', async (name) => {
    lines.length = 0;
    const res = await post(name);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
    expect(failures()).toHaveLength(1);
    expect(failures()[0]).toMatchObject({ route: `/throw/${name}`, statusCode: 500 });
    const log = lines.join('');
    for (const secret of Object.values(SECRET)) expect(log).not.toContain(secret);
    expect(log).not.toContain('Rahasia');
    expect(log).not.toContain('9f8e7d6c');
  });

  it('names the type of a non-Error (not "object"), its key names and code; an Error its type, message and frames', async () => {
    const shapes: Record<string, unknown> = {};
    for (const name of Object.keys(THROWN)) {
      lines.length = 0;
      await post(name);
      shapes[name] = failures()[0]?.err;
    }
    expect(shapes['plain-object']).toEqual({
      type: 'Object',
      code: 'E_PLAIN',
      message: 'bad [email]',
      keys: ['message', 'code', 'password', 'body'],
    });
    expect(shapes.string).toEqual({ type: 'string', message: 'token [redacted] for [email]' });
    expect(shapes.null).toEqual({ type: 'null' });
    expect(shapes.number).toEqual({ type: 'number', message: '42' });
    expect(shapes['null-prototype']).toEqual({ type: 'Object(null prototype)', code: 'E_BARE', keys: ['code', 'secret'] });
    expect(shapes.proxy).toEqual({ type: 'object' });
    expect(shapes['type-error']).toMatchObject({
      type: 'TypeError',
      message: `Cannot read properties of undefined (reading 'slug') "[text]"`,
    });
    expect((shapes['type-error'] as { at: string[] }).at[0]).toContain('error-handler.test.ts');
    // A database error: its code and schema names and the trigger it ran in; no message (it repeats parameters).
    expect(shapes['database-error']).toMatchObject({
      type: 'PgLikeError',
      code: '23505',
      constraint: 'products_slug_key',
      table: 'products',
      in: ['product_search_docs_sync'],
    });
    expect(shapes['database-error']).not.toHaveProperty('message');
    expect(shapes['wrapped-database-error']).toMatchObject({
      type: 'Error',
      name: 'DrizzleQueryError',
      cause: { type: 'PgLikeError', code: '23505' },
    });
    expect(shapes['wrapped-database-error']).not.toHaveProperty('message');
    expect(shapes['error-with-plain-cause']).toMatchObject({
      type: 'Error',
      message: 'Transaction is closed',
      cause: { type: 'Object', code: 'E_INNER', keys: ['code', 'password'] },
    });
  });

  it('a 4xx error is answered with its status and not logged as a failure', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/throw/plain-object',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
    expect(failures()).toHaveLength(0);
  });
});

describe('errorForLog and safeMessage', () => {
  it('describes once: its own result passes through unchanged (the serializer sees what the handler described)', () => {
    const shape = errorForLog(new RangeError('out of range'));
    expect(errorForLog(shape)).toBe(shape);
    expect(shape.type).toBe('RangeError');
  });

  it('masks addresses, numbers, tokens, mixed words and quoted text; keeps the wording and cuts at 200 characters', () => {
    expect(safeMessage('Transaction is closed')).toBe('Transaction is closed');
    expect(safeMessage(`user ${SECRET.email} phone ${SECRET.phone} pw ${SECRET.password}`)).toBe(
      'user [email] phone [number] pw [redacted]',
    );
    expect(safeMessage('line\none\u0000two')).toBe('line one two');
    expect(safeMessage(`unknown field 'slug' in "${'x '.repeat(10)}"`)).toBe(`unknown field 'slug' in "[text]"`);
    expect(safeMessage('a '.repeat(500))).toHaveLength(200);
  });
});
