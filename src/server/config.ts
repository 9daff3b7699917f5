import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FRAME_ORIGINS, DEFAULT_MAP_TILE_ORIGINS } from './plugins/security-headers';

/** A space-separated list of CSP host sources: https origins, optionally `*.` wildcarded (issue #11). */
const cspOrigins = (fallback: readonly string[]) =>
  z
    .string()
    .default(fallback.join(' '))
    .transform((list) => list.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i, 'each entry must be an https origin like https://*.tile.example.org')));

// Configuration is validated once at start-up (STYLE.md §10); nothing else reads process.env.
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
  PUBLIC_URL: z.url().optional(),
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  FORM_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Content-Security-Policy hosts; keep them in step with VITE_MAP_TILE_URL, VITE_MAP_EMBED_URL, VITE_GTM_ID. */
  CSP_MAP_TILE_ORIGINS: cspOrigins(DEFAULT_MAP_TILE_ORIGINS),
  CSP_FRAME_ORIGINS: cspOrigins(DEFAULT_FRAME_ORIGINS),
  CSP_SCRIPT_ORIGINS: cspOrigins([]),
  /** Signs unsubscribe links; generated and kept in DATA_DIR/secret.key when unset (decision 135). */
  SECRET: z.string().min(32, 'SECRET needs at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
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
  formRateLimitPerMinute: number;
  csp: { mapTileOrigins: string[]; frameOrigins: string[]; scriptOrigins: string[] };
  secret: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    webRoot: c.WEB_ROOT ? path.resolve(c.WEB_ROOT) : undefined,
    publicUrl: c.PUBLIC_URL,
    apiCacheTtlMs: c.API_CACHE_TTL_MS,
    formRateLimitPerMinute: c.FORM_RATE_LIMIT_PER_MIN,
    csp: { mapTileOrigins: c.CSP_MAP_TILE_ORIGINS, frameOrigins: c.CSP_FRAME_ORIGINS, scriptOrigins: c.CSP_SCRIPT_ORIGINS },
    secret: c.SECRET,
  };
}
