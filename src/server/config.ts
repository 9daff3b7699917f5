import path from 'node:path';
import { z } from 'zod';

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
  };
}
