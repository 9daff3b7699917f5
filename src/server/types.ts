import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { UploadLimits } from './submissions/upload-limits';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Signs unsubscribe links (decision 133). */
    accountSecret: string;
    /** The cap on upload bytes in flight and the file writes' gate (submissions/upload-limits.ts). */
    uploads: UploadLimits;
    /** Days a dealer's stated stock is believed (STOCK_STALE_DAYS). */
    stockStaleDays: number;
  }
  interface FastifyContextConfig {
    /** docs/product.md §8: errors of this route come wrapped in `data` (campaign, giveaway). */
    wrapErrors?: boolean;
  }
}

/** The app as route plugins see it: zod schemas type every request and reply. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
