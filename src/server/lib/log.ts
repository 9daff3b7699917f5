import type { FastifyServerOptions } from 'fastify';

// What the log may hold (docs/decisions/152): request ids, methods, route paths, status codes, error classes
// and database error codes. Never bodies, query strings, SQL text or parameters (e-mails, phones, password
// hashes, file bytes), cookies or client addresses.

type LoggerObject = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

type RequestLike = { id?: unknown; method?: unknown; url?: unknown; routeOptions?: { url?: unknown } };

/** Method and path only: a query string can carry a serial number or an e-mail. */
export function requestForLog(request: RequestLike) {
  const url = typeof request.url === 'string' ? request.url.split('?')[0] : undefined;
  return { id: request.id, method: request.method, url };
}

/** The class and codes of an error; its message is left out (a driver's message repeats the SQL parameters). */
export function errorForLog(error: unknown): { type: string; code?: string; cause?: { type: string; code?: string } } {
  const describe = (e: unknown) => {
    const type = e instanceof Error ? e.constructor.name || e.name : typeof e;
    const code = (e as { code?: unknown } | null)?.code;
    return typeof code === 'string' || typeof code === 'number' ? { type, code: String(code) } : { type };
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause === undefined ? describe(error) : { ...describe(error), cause: describe(cause) };
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
