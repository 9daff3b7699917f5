import type { AppConfig } from './config-schema';

export type { AppConfig } from './config-schema';

// Validated at build time (vite.config.ts → src/lib/config-schema.ts) and inlined by Vite's `define`.
declare const __APP_CONFIG__: AppConfig;

export const config: AppConfig = __APP_CONFIG__;
