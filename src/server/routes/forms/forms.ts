import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorSchema } from '../../../contract/common';
import {
  CareerApplicationSchema,
  CV_KINDS,
  GiveawayRegistrationSchema,
  INVOICE_KINDS,
  InquirySchema,
  LotteryEntrySchema,
  lotteryCodeCount,
  SubmissionResultSchema,
  SupportRequestSchema,
  WrappedErrorSchema,
} from '../../../contract/forms';
import { requestLang } from '../../lib/request-lang';
import { findGiveaway, findLotteryCampaign } from '../../repositories/campaign';
import { findJob } from '../../repositories/careers';
import { listSupportProducts } from '../../repositories/pickers';
import { generalMessage } from '../../submissions/messages';
import { MULTIPART_LIMITS } from '../../submissions/intake';
import type { App } from '../../types';
import { productRegistrationForm, sessionAwareHook, subscriptionForm, warrantyActivationForm } from '../accounts/account-forms';
import { handleSubmission, type FormSpec } from './submit';

export type FormRoutesOptions = { rateLimitPerMinute?: number };
type PostOptions = { onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };

// The form POSTs of spec §7 (issue #9). Multipart (with files) or JSON; every one needs an Idempotency-Key.
export default async function formRoutes(app: App, { rateLimitPerMinute = 10 }: FormRoutesOptions) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  await app.register(rateLimit, { global: false });

  const post = <S extends z.ZodType>(url: string, summary: string, spec: FormSpec<S>, options: PostOptions = {}) => {
    // Errors the framework raises before the handler (empty or malformed body) come unwrapped even where
    // the spec wraps ours in `data`; both shapes must serialise, or they turn into 500s (fuzz, issue #11).
    const error = spec.wrapErrors ? WrappedErrorSchema.or(ErrorSchema) : ErrorSchema;
    app.post(
      url,
      {
        ...(options.onRequest ? { onRequest: options.onRequest } : {}),
        config: {
          /** Spec §8 wrapping, also for the body check before the handler (plugins/error-handler.ts). */
          wrapErrors: spec.wrapErrors,
          rateLimit: {
            max: rateLimitPerMinute,
            timeWindow: 60_000,
            errorResponseBuilder: (request: FastifyRequest) => ({
              statusCode: 429,
              message: generalMessage('rate_limited', requestLang(request)),
            }),
          },
        },
        schema: {
          tags: ['forms'],
          summary,
          description:
            'multipart/form-data (or JSON without files). Header `Idempotency-Key: <lower-case uuid>` required, ' +
            'scoped to this endpoint and compared exactly: the same key with the same body returns the first answer ' +
            'with `Idempotency-Replayed: true`; with a different body, 422. Files ≤ 5 MB, type checked by content ' +
            '(DOCX must be a Word package; PDFs with HTML/JavaScript are refused). Text with a NUL or a lone surrogate is a 400. ' +
            'Honeypot field `website` must stay empty.',
          response: { 201: SubmissionResultSchema, 202: SubmissionResultSchema, 400: error, 404: error, 409: error, 413: error, 422: error, 429: ErrorSchema },
        },
      },
      (request: FastifyRequest, reply: FastifyReply) => handleSubmission(app.db, spec, request, reply),
    );
  };

  post('/v2/inquiry/store', 'Contact message or business (B2B/B2G) inquiry', {
    kind: 'inquiry',
    schema: InquirySchema,
    wrapErrors: false,
  });

  post('/v2/lowongan_kerja/store', 'Career application with CV (PDF/DOC/DOCX)', {
    kind: 'career',
    schema: CareerApplicationSchema,
    wrapErrors: false,
    file: { field: 'cv', kinds: CV_KINDS, required: true },
    check: async (db, data) => ((await findJob(db, data.position, 'id')) ? undefined : { position: ['unknown_job'] }),
  });

  post('/v2/campaign/store_entry', 'Lottery registration with invoice (JPG/PNG/PDF); returns the codes', {
    kind: 'lottery',
    schema: LotteryEntrySchema,
    wrapErrors: true,
    file: { field: 'invoice', kinds: INVOICE_KINDS, required: true },
    precheck: async (db, fields) => {
      const id = Number(fields.campaign_id ?? 1);
      const found = Number.isInteger(id) && id > 0 && id < 2_147_483_647 && (await findLotteryCampaign(db, id, 'id'));
      return found ? undefined : 'campaign_not_found';
    },
    lottery: (data) => ({ campaignId: data.campaign_id, codeCount: lotteryCodeCount(data.total_purchase) }),
  });

  post('/v2/giveaway/registration', 'Giveaway registration (by giveaway slug)', {
    kind: 'giveaway',
    schema: GiveawayRegistrationSchema,
    wrapErrors: true,
    precheck: async (db, fields) => {
      const slug = typeof fields.giveaway === 'string' ? fields.giveaway.trim() : '';
      if (!slug) return undefined; // the schema reports "required"
      return /^[a-z0-9][a-z0-9-_.]{0,199}$/i.test(slug) && (await findGiveaway(db, slug, 'id')) ? undefined : 'giveaway_not_found';
    },
  });

  post('/v2/support/store', 'Support request for a product of a brand', {
    kind: 'support',
    schema: SupportRequestSchema,
    wrapErrors: false,
    check: async (db, data) => {
      const products = await listSupportProducts(db, /^\d{1,9}$/.test(data.brand) ? Number(data.brand) : data.brand);
      if (!products) return { brand: ['unknown_brand'] };
      const match = products.some((p) => String(p.id) === data.product || p.slug === data.product);
      return match ? undefined : { product: ['unknown_product'] };
    },
  });

  // Issue #13: product registration (tied to the signed-in account, else to the e-mail), activation, subscription.
  post('/v2/product-registration', 'Product registration with invoice (JPG/PNG/PDF); returns the registration number', productRegistrationForm(app), {
    onRequest: sessionAwareHook(app),
  });
  post('/v2/warranty/activation', 'Activate the warranty: serial number + registration number', warrantyActivationForm());
  post('/v2/subscription', 'Subscribe to news with explicit consent; optional brand and category interests', subscriptionForm());
}
