import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_STOCK_STALE_DAYS } from '@/contract/stock';
import { DEFAULT_FRAME_ORIGINS, DEFAULT_MAP_TILE_ORIGINS } from './plugins/security-headers';
import { RetentionEnvSchema, type RetentionPeriods } from './studio/privacy/retention';
import { DEFAULT_UPLOAD_CONCURRENT_BYTES, MAX_FORM_BODY_BYTES } from './submissions/upload-limits';

/** A space-separated list of CSP host sources: https origins, optionally `*.` wildcarded (decision 110). */
const cspOrigins = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(' '))
    .transform((list) => list.split(/\s+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i,
            'each entry must be an https origin like https://*.tile.example.org',
          ),
      ),
    );

/**
 * Which proxy's X-Forwarded-For to believe (docs/decisions/150): unset = none (the socket address counts),
 * a hop count, or comma-separated addresses/CIDRs (`loopback`, `linklocal`, `uniquelocal` too). `true`
 * (trust every hop) is refused: it lets any client choose its own address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = value?.trim() ?? '';
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
    const bad = entries.filter((e) => !named.has(e) && !net.isIP(e.split('/')[0] ?? ''));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or comma-separated proxy addresses/CIDRs (never "true")' });
      return z.NEVER;
    }
    return entries;
  });
const ms = (fallback: number, max = 600_000) => z.coerce.number().int().min(1).max(max).default(fallback);

// Configuration is validated once at start-up (docs/architecture.md §12); nothing else reads process.env.
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).optional(),
  NODE_ENV: z.string().optional(),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Without PUBLIC_URL (development only): the Host values absolute URLs may be built from (decision 110). */
  ALLOWED_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((list) =>
      list
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  TRUST_PROXY: trustProxy,
  /** Slow clients (decision 150): whole request incl. body, headers, idle keep-alive, idle socket. */
  REQUEST_TIMEOUT_MS: ms(30_000),
  HEADERS_TIMEOUT_MS: ms(10_000),
  KEEP_ALIVE_TIMEOUT_MS: ms(5_000),
  IDLE_TIMEOUT_MS: ms(30_000),
  /** Accounts created per client address per hour (decision 130). */
  ACCOUNT_CREATE_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Days a dealer's stated stock is believed; older stock is shown as unknown (docs/decisions/025-dealer-finders.md). */
  STOCK_STALE_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_STOCK_STALE_DAYS),
  FORM_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Bytes every upload in flight may hold together; past it a form POST is a 503 with Retry-After (decision 090). */
  UPLOAD_CONCURRENT_BYTES: z.coerce
    .number()
    .int()
    .min(MAX_FORM_BODY_BYTES, 'UPLOAD_CONCURRENT_BYTES must hold at least one form body (6 MB)')
    .max(4 * 1024 ** 3)
    .default(DEFAULT_UPLOAD_CONCURRENT_BYTES),
  /** Where the embedded database runs for the server (docs/decisions/001-database.md): the server's thread, or `worker`. */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('main'),
  /** Content-Security-Policy hosts; keep them in step with VITE_MAP_TILE_URL, VITE_MAP_EMBED_URL, VITE_GTM_ID. */
  CSP_MAP_TILE_ORIGINS: cspOrigins(DEFAULT_MAP_TILE_ORIGINS),
  CSP_FRAME_ORIGINS: cspOrigins(DEFAULT_FRAME_ORIGINS),
  CSP_SCRIPT_ORIGINS: cspOrigins([]),
  /** Signs unsubscribe links; generated and kept in DATA_DIR/secret.key when unset (decision 133). */
  SECRET: z
    .string()
    .min(32, 'SECRET needs at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** New-submission mails (docs/decisions/310): smtp:// or smtps://; unset = the log transport. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Denka Indonesia <no-reply@localhost>'),
  /** The daily digest's hour in Asia/Jakarta. */
  NOTIFY_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** Months each kind of submission is kept, e.g. `career=12,inquiry=24` (docs/decisions/320); unset kinds keep their default. */
  RETENTION_MONTHS: RetentionEnvSchema,
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  webRoot: string | undefined;
  publicUrl: string | undefined;
  apiCacheTtlMs: number;
  stockStaleDays: number;
  formRateLimitPerMinute: number;
  uploadConcurrentBytes: number;
  pgliteThread: 'worker' | 'main';
  csp: { mapTileOrigins: string[]; frameOrigins: string[]; scriptOrigins: string[] };
  secret: string | undefined;
  allowedHosts: string[];
  trustProxy: false | number | string[];
  timeouts: ServerTimeouts;
  accountCreatePerHour: number;
  mail: { smtpUrl: string | undefined; from: string; digestHour: number };
  retention: RetentionPeriods;
};

export type ServerTimeouts = { requestMs: number; headersMs: number; keepAliveMs: number; idleMs: number };
export const DEFAULT_TIMEOUTS: ServerTimeouts = { requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 30_000 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Absolute URLs (canonical, og:url, sitemap) never come from a request header in production (decision 110).
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS');
  }
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production (the public origin, e.g. https://www.denka.co.id)',
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    webRoot: c.WEB_ROOT ? path.resolve(c.WEB_ROOT) : undefined,
    publicUrl: c.PUBLIC_URL,
    apiCacheTtlMs: c.API_CACHE_TTL_MS,
    stockStaleDays: c.STOCK_STALE_DAYS,
    formRateLimitPerMinute: c.FORM_RATE_LIMIT_PER_MIN,
    uploadConcurrentBytes: c.UPLOAD_CONCURRENT_BYTES,
    pgliteThread: c.PGLITE_THREAD,
    csp: { mapTileOrigins: c.CSP_MAP_TILE_ORIGINS, frameOrigins: c.CSP_FRAME_ORIGINS, scriptOrigins: c.CSP_SCRIPT_ORIGINS },
    secret: c.SECRET,
    allowedHosts: c.ALLOWED_HOSTS,
    trustProxy: c.TRUST_PROXY,
    timeouts: {
      requestMs: c.REQUEST_TIMEOUT_MS,
      headersMs: c.HEADERS_TIMEOUT_MS,
      keepAliveMs: c.KEEP_ALIVE_TIMEOUT_MS,
      idleMs: c.IDLE_TIMEOUT_MS,
    },
    accountCreatePerHour: c.ACCOUNT_CREATE_PER_HOUR,
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM, digestHour: c.NOTIFY_DIGEST_HOUR },
    retention: c.RETENTION_MONTHS,
  };
}
