import { z } from 'zod';

// Form submissions (docs/product.md §3 entities, §5 rules, §7 POSTs, §8 error bodies). One schema per form,
// used by the server to validate AND by the client forms (@mantine/form schemaResolver). Every message
// is an error CODE (FormErrorCode): the server turns it into id/en text, the client into a Lingui message.

export const FORM_ERROR_CODES = [
  'required',
  'too_long',
  'email',
  'phone',
  'choice',
  'nik',
  'sim',
  'passport',
  'date',
  'postal_code',
  'purchase_date',
  /** Outside the entered campaign's own period (campaigns other than the 2022 one; docs/decisions/325). */
  'purchase_period',
  'min_purchase',
  /** Above the codes one entry may get (MAX_CODES_PER_ENTRY; docs/product.md §5). */
  'max_purchase',
  'terms',
  'file_required',
  'file_type',
  'file_size',
  /** A second file where a form takes one. */
  'file_count',
  /** More than MAX_TICKET_PHOTOS photos. */
  'photo_count',
  /** The same file (the same bytes) twice in one field. */
  'file_duplicate',
  'unknown_job',
  'unknown_brand',
  'unknown_product',
  // accounts, product registration and warranty (docs/product.md §6)
  'password_short',
  'password_weak',
  'wrong_password',
  'serial',
  'future_date',
  'unknown_dealer',
  'unknown_region',
  'unknown_registration',
  'already_activated',
  // the status lookup (docs/decisions/310-submissions-in-the-studio.md)
  'receipt',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export const MAX_FILE_BYTES = 5 * 1024 * 1024; // documented in docs/api.md
export const HONEYPOT_FIELD = 'website';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** docs/product.md §9: the 2022 lottery's purchase window (campaign 1) and one code per Rp 1,000,000. */
export const LOTTERY_WINDOW = { from: '2022-08-01', to: '2022-12-31' } as const;
export const RUPIAH_PER_CODE = 1_000_000;
/**
 * docs/product.md §5: one entry (one invoice) gets at most 100 codes, so its total purchase is at most
 * Rp 100,000,000 — a few of the dearest cameras on one invoice; a larger total is refused with a field error,
 * and no anonymous post can make the server write more than this many codes.
 */
export const MAX_CODES_PER_ENTRY = 100;
export const MAX_LOTTERY_PURCHASE = MAX_CODES_PER_ENTRY * RUPIAH_PER_CODE;
export const LOTTERY_ADDRESS_MAX = 100;

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx';
export const CV_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx'];
export const INVOICE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'pdf'];
/** Photos of the fault with a support request, and the service team's photos on a ticket's stage. */
export const PHOTO_KINDS: readonly FileKind[] = ['jpeg', 'png'];
/**
 * How many photos one support request, or one stage move of its ticket, may carry (each a JPG or PNG of at most
 * MAX_FILE_BYTES, sniffed by its bytes). Every other form takes one file (docs/decisions/090-form-intake.md).
 */
export const MAX_TICKET_PHOTOS = 4;
/** For the file input's `accept` and the client's first check; the server sniffs magic bytes. */
export const FILE_KIND_EXTENSIONS: Record<FileKind, string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  doc: ['.doc'],
  docx: ['.docx'],
};

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional().or(z.literal('')).default('');
const email = z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'too_long').pipe(z.email('email'));

/** Indonesian numbers: 08…, +62… or 62…, then 9–13 digits (spaces, dots and dashes allowed). */
export const PHONE_PATTERN = /^(?:\+62|62|0)8\d{8,12}$/;
export const normalizePhone = (value: string) => value.replace(/[\s.\-()]/g, '');
const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => PHONE_PATTERN.test(normalizePhone(v)), 'phone');

const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.literal(true, { error: 'terms' }));
const isoDate = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

export const IdTypeSchema = z.enum(['nik', 'sim', 'passport'], { error: 'choice' });
export type IdType = z.infer<typeof IdTypeSchema>;
const ID_PATTERNS: Record<IdType, RegExp> = { nik: /^\d{16}$/, sim: /^\d{12,14}$/, passport: /^[A-Za-z]\d{7}$/ };
/** An identity number checked against its id_type (docs/product.md §5: NIK, driving licence or passport). */
function withIdNumber<T extends { id_type: IdType; id_number: string }>(value: T, ctx: z.RefinementCtx) {
  // Runs even when id_type itself is invalid (alwaysCheck): only the table's own keys, never `constructor`.
  const pattern = Object.hasOwn(ID_PATTERNS, value.id_type) ? ID_PATTERNS[value.id_type] : undefined;
  if (typeof value.id_number === 'string' && value.id_number && pattern && !pattern.test(value.id_number.replace(/\s/g, ''))) {
    ctx.addIssue({ code: 'custom', path: ['id_number'], message: value.id_type });
  }
}
/** Check the ID number even while other fields still have errors, so the form shows everything at once. */
const alwaysCheck = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

// ---------------------------------------------------------------- inquiry (contact + B2B/B2G)

export const ContactInquirySchema = z.object({
  type: z.literal('contact'),
  name: text(120),
  email,
  phone,
  notes: text(5000),
  ...honeypot,
});
export const BusinessInquirySchema = z.object({
  type: z.enum(['b2b', 'b2g'], { error: 'choice' }),
  name: text(120),
  company: text(200),
  phone,
  email,
  second_email: z.string().trim().max(254, 'too_long').pipe(z.email('email')).optional().or(z.literal('')).default(''),
  address: text(500),
  message: text(5000),
  /** How they heard of us (docs/product.md §3). */
  channel: text(100),
  product: optionalText(200),
  ...honeypot,
});
export const InquirySchema = z.discriminatedUnion('type', [ContactInquirySchema, BusinessInquirySchema], { error: 'choice' });
export type ContactInquiry = z.input<typeof ContactInquirySchema>;
export type BusinessInquiry = z.input<typeof BusinessInquirySchema>;
export const INQUIRY_CHANNELS = ['search', 'social', 'marketplace', 'dealer', 'event', 'friend', 'other'] as const;

// ---------------------------------------------------------------- career application (docs/product.md §3)

export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const RELIGIONS = ['islam', 'protestant', 'catholic', 'hindu', 'buddhist', 'confucian', 'other'] as const;
export const EDUCATION_LEVELS = ['sma', 'd3', 's1', 's2', 's3', 'other'] as const;

export const CareerApplicationSchema = z
  .object({
    full_name: text(120),
    gender: z.enum(GENDERS, { error: 'choice' }),
    marital_status: z.enum(MARITAL_STATUSES, { error: 'choice' }),
    phone,
    whatsapp: phone,
    id_type: IdTypeSchema,
    id_number: text(20),
    /** The job vacancy's slug (or numeric id). */
    position: text(200),
    place_of_birth: text(100),
    date_of_birth: isoDate,
    religion: z.enum(RELIGIONS, { error: 'choice' }),
    email,
    last_education: z.enum(EDUCATION_LEVELS, { error: 'choice' }),
    consent: checkbox,
    ...honeypot,
  })
  .superRefine(withIdNumber, alwaysCheck);
export type CareerApplication = z.input<typeof CareerApplicationSchema>;

// ---------------------------------------------------------------- lottery entry (docs/product.md §3, §5, §9)

/** Campaign 1 (the 2022 lottery, the default): its purchase window of docs/product.md §9. */
function within2022Window(value: { campaign_id?: unknown; purchase_date?: unknown }, ctx: z.RefinementCtx) {
  const campaign = value.campaign_id === undefined ? 1 : Number(value.campaign_id);
  const date = value.purchase_date;
  if (campaign !== 1 || typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
  if (date < LOTTERY_WINDOW.from || date > LOTTERY_WINDOW.to)
    ctx.addIssue({ code: 'custom', path: ['purchase_date'], message: 'purchase_date' });
}

export const LotteryEntrySchema = z
  .object({
    campaign_id: z.coerce.number().int().min(1).default(1),
    name: text(120),
    email,
    date_of_birth: isoDate,
    phone,
    id_type: IdTypeSchema,
    id_number: text(20),
    address: text(LOTTERY_ADDRESS_MAX),
    province: text(100),
    city: text(100),
    postal_code: z
      .string({ error: 'required' })
      .trim()
      .regex(/^\d{5}$/, 'postal_code'),
    invoice_number: text(60),
    // The 2022 campaign's window is checked here (below); another campaign's by the server against its dates.
    purchase_date: isoDate,
    serial_number: text(60),
    purchase_place: z.enum(['offline_store', 'online_store'], { error: 'choice' }),
    store_name: text(150),
    total_purchase: z.coerce
      .number({ error: 'required' })
      .int('min_purchase')
      .min(RUPIAH_PER_CODE, 'min_purchase')
      .max(MAX_LOTTERY_PURCHASE, 'max_purchase'),
    terms: checkbox,
    ...honeypot,
  })
  .superRefine(withIdNumber, alwaysCheck)
  .superRefine(within2022Window, alwaysCheck);
export type LotteryEntry = z.input<typeof LotteryEntrySchema>;
/** One code per Rp 1,000,000, never more than MAX_CODES_PER_ENTRY (the schema refuses a larger total first). */
export const lotteryCodeCount = (total: number) => Math.min(Math.floor(total / RUPIAH_PER_CODE), MAX_CODES_PER_ENTRY);

// ---------------------------------------------------------------- giveaway registration

export const GiveawayRegistrationSchema = z.object({
  giveaway: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
  name: text(120),
  email,
  phone,
  city: text(100),
  instagram: optionalText(60),
  serial_number: optionalText(60),
  terms: checkbox,
  ...honeypot,
});
export type GiveawayRegistration = z.input<typeof GiveawayRegistrationSchema>;

// ---------------------------------------------------------------- support request

/**
 * Where the customer hands the unit over: a published service centre (`center:<id>`) or one of its pickup/drop
 * points (`pickup:<id>`), from `v2/service_center`; empty: the service team arranges it (docs/decisions/310).
 */
export const SERVICE_POINT_PATTERN = /^(center|pickup):[1-9]\d{0,8}$/;
export const parseServicePoint = (value: string): { type: 'center' | 'pickup'; id: number } | undefined => {
  const match = SERVICE_POINT_PATTERN.exec(value);
  return match ? { type: match[1] as 'center' | 'pickup', id: Number(value.slice(match[1]!.length + 1)) } : undefined;
};

/** A unit's serial number as the product registration takes it (src/contract/accounts.ts SerialNumberSchema), optional here. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export const SupportRequestSchema = z.object({
  brand: text(200),
  product: text(200),
  /** Optional; "My gear" fills it in from the registered product (docs/decisions/133-warranty-registration-subscriptions.md). */
  serial_number: z.string().trim().max(60, 'too_long').regex(SERIAL_NUMBER_PATTERN, 'serial').optional().or(z.literal('')).default(''),
  problem: text(5000),
  service_point: z.string().trim().regex(SERVICE_POINT_PATTERN, 'choice').optional().or(z.literal('')).default(''),
  name: text(120),
  email,
  phone,
  ...honeypot,
});
export type SupportRequest = z.input<typeof SupportRequestSchema>;

/**
 * "My gear"'s one-tap service request: the support form on /contact opened with the unit filled in, through the
 * address (`?serial=…&merek=<brand slug>&produk=<product slug>`). Read back value by value: a value that is not a
 * serial number or a slug is dropped, never shown or sent as typed; the server checks the request as any other.
 */
export type ServiceRequestPrefill = { serial: string; brand: string; product: string };
const PREFILL_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
export const serviceRequestQuery = ({ serial, brand, product }: ServiceRequestPrefill): string =>
  new URLSearchParams({ serial, merek: brand, produk: product }).toString();
export function parseServiceRequestQuery(params: URLSearchParams): ServiceRequestPrefill | undefined {
  const one = (name: string) => (params.getAll(name).length === 1 ? params.get(name)!.trim() : '');
  const serial = one('serial');
  const prefill = {
    serial: serial.length <= 60 && SERIAL_NUMBER_PATTERN.test(serial) ? serial : '',
    brand: PREFILL_SLUG.test(one('merek')) ? one('merek') : '',
    product: PREFILL_SLUG.test(one('produk')) ? one('produk') : '',
  };
  return prefill.serial || prefill.brand ? prefill : undefined;
}

// ---------------------------------------------------------------- answers

export const SubmissionKindSchema = z.enum([
  'inquiry',
  'career',
  'lottery',
  'giveaway',
  'support',
  'product_registration',
  'warranty_activation',
  'subscription',
  'quote_decision',
]);
export type SubmissionKind = z.infer<typeof SubmissionKindSchema>;

/** 201 answer of every form POST; the same Idempotency-Key returns it again unchanged. */
export const SubmissionResultSchema = z.object({
  message: z.string(),
  data: z.object({
    reference: z.string(),
    /** Lottery only: one unique code per Rp 1,000,000 of purchase. */
    codes: z.array(z.string()).optional(),
    /** Warranty activation only (202): a second claim on an activated serial waits for staff review. */
    review: z.literal(true).optional(),
    /**
     * The short, typeable receipt number of every submission (`DK-` + 8 Crockford base32 characters;
     * docs/decisions/310-submissions-in-the-studio.md). Optional only because answers stored
     * before it existed are replayed as they were.
     */
    receipt: z.string().optional(),
  }),
});
export type SubmissionResult = z.infer<typeof SubmissionResultSchema>;

/** The service worker's answer when the server could not be reached and the request was queued. */
export const QueuedResultSchema = z.object({ queued: z.literal(true) });

/** docs/product.md §8: campaign and giveaway wrap their error in `data`. */
export const WrappedErrorSchema = z.object({
  data: z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() }),
});

// ---------------------------------------------------------------- receipt numbers and the status lookup
// (docs/decisions/310-submissions-in-the-studio.md)

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed from paper is not mistaken. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_PATTERN = /^DK-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * What a visitor typed → `DK-XXXXXXXX`, or undefined: case, spaces and dashes do not matter, and the
 * letters Crockford reads as digits (O → 0, I and L → 1) are taken as those digits.
 */
export function normalizeReceipt(input: string): string | undefined {
  let compact = input.toUpperCase().replace(/[\s\-_.]/g, '');
  if (compact.startsWith('DK')) compact = compact.slice(2);
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  const receipt = `DK-${compact}`;
  return RECEIPT_PATTERN.test(receipt) ? receipt : undefined;
}

/** The kinds whose status a visitor can look up: job applications and warranty and service claims. */
export const TRACKABLE_KINDS = ['career', 'warranty_activation', 'support'] as const satisfies readonly SubmissionKind[];
export const isTrackableKind = (kind: string): boolean => (TRACKABLE_KINDS as readonly string[]).includes(kind);

/** What a visitor sees of the inbox workflow: spam is shown as received (never tell a sender it was judged spam). */
export const VISITOR_STATUSES = ['received', 'in_progress', 'done'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

export const StatusLookupSchema = z.object({
  receipt: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(40, 'too_long')
    .refine((v) => normalizeReceipt(v) !== undefined, 'receipt'),
  email,
});
export type StatusLookup = z.input<typeof StatusLookupSchema>;

// ---------------------------------------------------------------- service tickets
// (docs/decisions/310-submissions-in-the-studio.md): a support request is a repair ticket; the service team
// moves it through these stages, and the customer follows them at /cek-status and approves or refuses a quote.

export const TICKET_STAGES = ['received', 'checked', 'quote', 'in_repair', 'ready', 'sent_back', 'closed', 'cancelled'] as const;
export type TicketStage = (typeof TICKET_STAGES)[number];
export const TicketStageSchema = z.enum(TICKET_STAGES, 'choice');

/**
 * The legal moves, the one table the server enforces and the studio offers: no stage is skipped (nothing is
 * "ready" without "in repair"), a quote goes on to repair only once approved (checked on the server),
 * closed and cancelled are final.
 */
export const TICKET_MOVES: Record<TicketStage, readonly TicketStage[]> = {
  received: ['checked', 'cancelled'],
  checked: ['quote', 'in_repair', 'sent_back', 'cancelled'],
  quote: ['in_repair', 'sent_back', 'cancelled'],
  in_repair: ['ready', 'sent_back', 'cancelled'],
  ready: ['closed'],
  sent_back: ['closed'],
  closed: [],
  cancelled: [],
};
export const isLegalMove = (from: TicketStage, to: TicketStage) => TICKET_MOVES[from].includes(to);

/** A quote's amount in whole rupiah. */
export const QUOTE_MAX_RUPIAH = 1_000_000_000;
export const QUOTE_DECISIONS = ['approve', 'refuse'] as const;
export type QuoteDecisionChoice = (typeof QUOTE_DECISIONS)[number];

/**
 * A photo the service team attached to a stage. `url` is a signed address that expires (TICKET_PHOTO_LINK_HOURS):
 * handed out only with a ticket its reader may see, never guessable from an id (docs/decisions/310).
 */
export const TicketPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type TicketPhoto = z.infer<typeof TicketPhotoSchema>;
/** How long a photo's signed address stays valid once the ticket was read. */
export const TICKET_PHOTO_LINK_HOURS = 12;
/** `<photo id>.<expiry>.<signature>`, all base36 / base64url (the server signs it; src/server/notify/ticket-photos.ts). */
export const TicketPhotoParamsSchema = z.object({
  token: z.string().regex(/^[0-9a-z]{1,9}\.[0-9a-z]{1,9}\.[A-Za-z0-9_-]{43}$/, 'invalid'),
});
/** The bytes of a photo (documented, not parsed). */
export const TicketPhotoBytesSchema = z.string();

export const TicketStageEntrySchema = z.object({
  stage: TicketStageSchema,
  at: z.string(),
  /** The service team's note to the customer. */
  note: z.string().nullable(),
  /** A quote's amount in rupiah (the quote stage only). */
  amount: z.number().int().nullable(),
  /** A quote's answer: approved, refused or not yet (the quote stage only). */
  decision: z.enum(['approved', 'refused']).nullable(),
  decided_at: z.string().nullable(),
  /** The service team's photos on this stage, in the order attached (none on "received"). */
  photos: z.array(TicketPhotoSchema),
});
export type TicketStageEntry = z.infer<typeof TicketStageEntrySchema>;

export const TicketSchema = z.object({
  stage: TicketStageSchema,
  /** Every stage reached, oldest first; the first is "received" at the request's time. */
  timeline: z.array(TicketStageEntrySchema),
  /** The current stage is a quote without an answer: the customer may approve or refuse it. */
  quote_open: z.boolean(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/** The customer's answer to a quote: a form POST (outbox, Idempotency-Key) with the status lookup's two factors. */
export const QuoteDecisionSchema = StatusLookupSchema.extend({
  decision: z.enum(QUOTE_DECISIONS, 'choice'),
  ...honeypot,
});
export type QuoteDecision = z.input<typeof QuoteDecisionSchema>;

export const ReceiptStatusSchema = z.object({
  receipt: z.string(),
  kind: SubmissionKindSchema,
  status: z.enum(VISITOR_STATUSES),
  received_at: z.string(),
  /** When staff last moved it (null: not yet). */
  updated_at: z.string().nullable(),
  /** A support request's repair ticket (support requests only). */
  ticket: TicketSchema.optional(),
});
export type ReceiptStatus = z.infer<typeof ReceiptStatusSchema>;
export const ReceiptStatusResponseSchema = z.object({ data: ReceiptStatusSchema });
