import type { FastifyServerOptions } from 'fastify';

// What the log may hold (docs/decisions/152, 430): request ids, methods, route paths, status codes, error classes,
// database error codes and schema names, a masked error message and code locations. Never bodies, query strings,
// SQL text or parameters (e-mails, phones, password hashes, file bytes), cookies or client addresses.

type LoggerObject = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

type RequestLike = { id?: unknown; method?: unknown; url?: unknown; routeOptions?: { url?: unknown } };

/** Method and path only: a query string can carry a serial number or an e-mail. */
export function requestForLog(request: RequestLike) {
  const url = typeof request.url === 'string' ? request.url.split('?')[0] : undefined;
  return { id: request.id, method: request.method, url };
}

/** What the log keeps of a thrown value (docs/decisions/152-logs-errors-and-shutdown.md). */
export type ErrorShape = {
  /** The constructor's name (`TypeError`, `DatabaseError`, `Object`), or `typeof` of a primitive (`string`, `undefined`). */
  type: string;
  name?: string;
  code?: string;
  /** Not for database errors (their messages repeat parameters); cut, with addresses, numbers, tokens and long quotes masked. */
  message?: string;
  /** A database error's schema names (never values): constraint, table, column, and the trigger functions it ran in. */
  constraint?: string;
  table?: string;
  column?: string;
  in?: string[];
  /** A thrown value that is no Error: its own key names (never their values). */
  keys?: string[];
  /** The first frames of the stack: code locations only. */
  at?: string[];
  cause?: ErrorShape;
};

const described = new WeakSet<object>();
const MESSAGE_MAX = 200;
const IDENTIFIER = /^[A-Za-z_$][\w$.-]{0,63}$/;

/** A property read that cannot throw (a getter or a Proxy trap may). */
function read(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

const short = (value: unknown, max = 64): string | undefined =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .replace(/[^\x20-\x7e]/g, '?')
        .slice(0, max)
    : undefined;
const identifier = (value: unknown): string | undefined => (typeof value === 'string' && IDENTIFIER.test(value) ? value : undefined);

/**
 * An error's own text, safe to log: one line, at most 200 characters, e-mail addresses, runs of six digits
 * or more, long or letter-and-digit words (tokens, passwords, serial numbers) and quoted text with a space
 * in it replaced by a placeholder. Kept: the wording a programmer wrote ("Transaction is closed").
 */
export function safeMessage(text: string): string {
  return (
    text
      .slice(0, MESSAGE_MAX * 4)
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/(["'`])((?:(?!\1).){0,400}?)\1/g, (quoted, mark: string, inner: string) =>
        /\s/.test(inner) || inner.length > 40 ? `${mark}[text]${mark}` : quoted,
      )
      .replace(/[^\s@"'`]+@[^\s@"'`]+/g, '[email]')
      .replace(/[^\s"'`()[\]{},;:]+/g, (word) =>
        word.length >= 24 || (word.length >= 8 && /\d/.test(word) && /[A-Za-z]/.test(word))
          ? '[redacted]'
          : /\d{6,}/.test(word)
            ? '[number]'
            : word,
      )
      .slice(0, MESSAGE_MAX)
  );
}

/** PostgreSQL's (node-postgres, PGlite) and drizzle's: their message and detail repeat the SQL parameters. */
function isDatabaseError(value: object, type: string): boolean {
  const code = read(value, 'code');
  return (
    type === 'DatabaseError' ||
    type === 'DrizzleQueryError' ||
    (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof read(value, 'severity') === 'string') ||
    read(value, 'query') !== undefined ||
    read(value, 'params') !== undefined
  );
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object' && typeof value !== 'function') return typeof value;
  try {
    const proto = Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null;
    if (proto === null) return 'Object(null prototype)';
    const name = proto.constructor?.name;
    if (typeof name === 'string' && name !== '') return name.slice(0, 64);
  } catch {
    // a Proxy whose trap throws
  }
  return short(read(value, 'name')) ?? typeof value;
}

function describe(value: unknown, depth: number): ErrorShape {
  const shape: ErrorShape = { type: typeOf(value) };
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
    if (typeof value === 'string') shape.message = safeMessage(value);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
      shape.message = String(value).slice(0, 40);
    return shape;
  }
  const name = short(read(value, 'name'));
  if (name && name !== shape.type) shape.name = name;
  const code = short(read(value, 'code'));
  if (code !== undefined) shape.code = code;
  if (isDatabaseError(value, shape.type)) {
    for (const key of ['constraint', 'table', 'column'] as const) {
      const found = identifier(read(value, key));
      if (found) shape[key] = found;
    }
    // "PL/pgSQL function product_search_docs_sync() line 5 at …": which trigger or function it ran in.
    const where = read(value, 'where');
    const functions =
      typeof where === 'string' ? [...where.matchAll(/(?:PL\/pgSQL|SQL) function "?([A-Za-z_][\w.]{0,63})"?\(/g)].map((m) => m[1]!) : [];
    if (functions.length > 0) shape.in = [...new Set(functions)].slice(0, 4);
  } else {
    const message = read(value, 'message');
    if (typeof message === 'string' && message !== '') shape.message = safeMessage(message);
  }
  let isError = false;
  try {
    isError = value instanceof Error;
  } catch {
    // a Proxy whose trap throws
  }
  if (!isError) {
    let keys: string[] = [];
    try {
      keys = Object.keys(value).slice(0, 12);
    } catch {
      // a Proxy whose trap throws
    }
    if (keys.length > 0) shape.keys = keys.map((key) => (IDENTIFIER.test(key) ? key : '?'));
  }
  const stack = read(value, 'stack');
  if (typeof stack === 'string') {
    const frames = stack
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at '))
      .slice(0, 4)
      .map((line) => line.slice(3).replaceAll('file://', '').replaceAll(`${process.cwd()}/`, '').slice(0, 160));
    if (frames.length > 0) shape.at = frames;
  }
  const cause = read(value, 'cause');
  if (cause !== undefined && cause !== value && depth < 3) shape.cause = describe(cause, depth + 1);
  return shape;
}

/**
 * What the log may keep of any thrown value, Error or not: its type, name and code; its message unless a
 * database error's (masked as safeMessage says); a database error's schema names; a non-Error's key names;
 * the first stack frames; the same of its cause. Never a value of the error's other fields. Safe to apply
 * twice (pino's `err` serializer sees what the error handler already described).
 */
export function errorForLog(error: unknown): ErrorShape {
  if (typeof error === 'object' && error !== null && described.has(error)) return error as ErrorShape;
  let shape: ErrorShape;
  try {
    shape = describe(error, 0);
  } catch {
    shape = { type: 'unknown' };
  }
  described.add(shape);
  return shape;
}

/** The server's logger options: pino with serializers that keep personal data out. */
export function loggerOptions(options: LoggerObject): LoggerObject {
  return {
    ...options,
    serializers: {
      req: requestForLog,
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
      err: errorForLog,
    },
  } as unknown as LoggerObject;
}
