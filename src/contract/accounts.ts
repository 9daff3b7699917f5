import { z } from 'zod';
import { ProductSummarySchema } from './catalogue';
import { MAX_SAVED } from './catalogue-terms';
import { envelope, LangSchema, slugParam } from './common';
import { GENDERS, HONEYPOT_FIELD, PHONE_PATTERN, normalizePhone, TicketPhotoSchema, TicketStageSchema } from './forms';

// Customer accounts, product registration, warranty activation and subscription (docs/product.md §6). Like the
// form schemas, every message is an error CODE (FormErrorCode): the server renders id/en, the client Lingui.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const SESSION_COOKIE = '__Host-denka_session';
export const PLACE_TYPES = ['dealer', 'online', 'other'] as const;

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const optionalText = (max: number) => z.string().trim().max(max, 'too_long').optional().or(z.literal('')).default('');
const email = z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'too_long').pipe(z.email('email'));
const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => PHONE_PATTERN.test(normalizePhone(v)), 'phone');
const isoDate = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date');
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.literal(true, { error: 'terms' }));
const honeypot = { [HONEYPOT_FIELD]: z.string().optional() };

/** A new password: at least 8 characters, not one character repeated (docs/product.md §6). */
export const NewPasswordSchema = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(PASSWORD_MAX_LENGTH, 'too_long')
  .refine((v) => v.length === 0 || [...v].length >= PASSWORD_MIN_LENGTH, 'password_short')
  .refine((v) => [...v].length < PASSWORD_MIN_LENGTH || !/^(.)\1*$/su.test(v), 'password_weak');
const anyPassword = z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX_LENGTH, 'too_long');

/** Serial numbers: letters, digits, "-", "/", "." and spaces; compared without spaces, upper-case. */
export const SerialNumberSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(60, 'too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'serial');
export const normalizeSerial = (serial: string) => serial.replace(/\s+/g, '').toUpperCase();

// ---------------------------------------------------------------- accounts

export const RegisterAccountSchema = z.object({ name: text(120), email, phone, password: NewPasswordSchema });
export type RegisterAccount = z.input<typeof RegisterAccountSchema>;

export const LoginSchema = z.object({ email, password: anyPassword });
export type Login = z.input<typeof LoginSchema>;

export const ChangePasswordSchema = z.object({ current_password: anyPassword, new_password: NewPasswordSchema });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** /registrasi-profile: contact details and the optional profile (decision 130). Regions by their codes. */
export const ProfileSchema = z.object({
  name: text(120),
  phone,
  address: optionalText(300),
  province_id: z
    .string()
    .trim()
    .regex(/^(\d{2})?$/, 'choice')
    .optional()
    .default(''),
  city_id: z
    .string()
    .trim()
    .regex(/^(\d{2}\.\d{2})?$/, 'choice')
    .optional()
    .default(''),
  postal_code: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'postal_code')
    .optional()
    .default(''),
  birth_date: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'date')
    .optional()
    .default(''),
  gender: z.enum(GENDERS, { error: 'choice' }).optional().or(z.literal('')).default(''),
});
export type Profile = z.input<typeof ProfileSchema>;

export const AccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  province: z.object({ id: z.string(), name: z.string() }).nullable(),
  city: z.object({ id: z.string(), name: z.string() }).nullable(),
  postal_code: z.string(),
  birth_date: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  /** Address, region and birth date filled in (/registrasi-profile). */
  profile_complete: z.boolean(),
  /** The owner opened the link mailed to this e-mail (decision 133): tickets sent under it without a session show too. */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;
/** GET v2/account/me: the signed-in account, or null for a visitor (200 either way). */
export const MeResponseSchema = envelope(AccountSchema.nullable());
export const AccountResponseSchema = envelope(AccountSchema);
export const MessageSchema = z.object({ message: z.string() });
export const AccountQuerySchema = z.object({ lang: LangSchema.optional() });

// ---------------------------------------------------------------- product registration + warranty

export const ProductRegistrationSchema = z.object({
  /** Brand slug or id, product slug or id (the support pickers' values). */
  brand: text(200),
  product: text(200),
  serial_number: SerialNumberSchema,
  purchase_date: isoDate,
  place_type: z.enum(PLACE_TYPES, { error: 'choice' }),
  /** An authorised dealer's id, when bought at one; else the free-text place name alone. */
  dealer_id: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'unknown_dealer')
    .optional()
    .default(''),
  place_name: text(150),
  name: text(120),
  /** Visitors give an email; a signed-in account's own email is used instead. */
  email,
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(normalizePhone(v)), 'phone')
    .optional()
    .default(''),
  consent: checkbox,
  ...honeypot,
});
export type ProductRegistration = z.input<typeof ProductRegistrationSchema>;

export const WarrantyActivationSchema = z.object({
  serial_number: SerialNumberSchema,
  /** The registration number shown after registering (REG-XXXXXXXX). */
  reference: z.string({ error: 'required' }).trim().min(1, 'required').max(20, 'too_long'),
  ...honeypot,
});
export type WarrantyActivation = z.input<typeof WarrantyActivationSchema>;

const CoverSchema = z.object({ months: z.number().int(), until: z.string(), active: z.boolean() });
/** Coverage per the brand's policy, dates as YYYY-MM-DD in Asia/Jakarta (decision 133). */
export const WarrantyStatusSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  brand: z.object({ slug: z.string(), name: z.string() }),
  serial_number: z.string(),
  purchase_date: z.string(),
  activated: z.boolean(),
  activated_at: z.string().nullable(),
  coverage: z.object({ unit: CoverSchema, accessories: CoverSchema, battery: CoverSchema }),
  replacement: z.object({ days: z.number().int(), until: z.string(), open: z.boolean() }),
  /** The date the answer was computed for (today in Jakarta). */
  as_of: z.string(),
});
export type WarrantyStatus = z.infer<typeof WarrantyStatusSchema>;
export const WarrantyCheckQuerySchema = z.object({ serial_number: SerialNumberSchema, lang: LangSchema.optional() });
export const WarrantyCheckResponseSchema = envelope(z.array(WarrantyStatusSchema));

export const RegisteredProductSchema = z.object({
  reference: z.string(),
  registered_at: z.string(),
  place_name: z.string(),
  warranty: WarrantyStatusSchema,
  /** The product's manual (PDF under `/media/`), null when it has none: "My gear" keeps it on the device for offline use. */
  manual_url: z.string().nullable(),
});
export type RegisteredProduct = z.infer<typeof RegisteredProductSchema>;
export const RegisteredProductsResponseSchema = envelope(z.array(RegisteredProductSchema));

// ---------------------------------------------------------------- "Servis saya"

/** Only the language: any other parameter (an e-mail, an account id) is a 400, never a filter. */
export const AccountTicketsQuerySchema = z.strictObject({ lang: LangSchema.optional() });

/**
 * One of the account's service tickets: the support requests sent while signed in to it, and those sent without
 * a session under its e-mail once that e-mail is verified (docs/decisions/133-warranty-registration-subscriptions.md),
 * newest first; its timeline is at /cek-status.
 */
export const AccountTicketSchema = z.object({
  receipt: z.string(),
  received_at: z.string(),
  /** The product's name (the brand's product list), or the value sent when it is gone. */
  product: z.string(),
  serial_number: z.string(),
  stage: TicketStageSchema,
  /** When the current stage was reached (the request's time for "received"). */
  stage_at: z.string(),
  /** A quote waits for the customer's answer. */
  quote_open: z.boolean(),
  /** The service team's photos on any of its stages, oldest first, each with the stage it was attached to. */
  photos: z.array(TicketPhotoSchema.extend({ stage: TicketStageSchema })),
});
export type AccountTicket = z.infer<typeof AccountTicketSchema>;
export const AccountTicketsResponseSchema = envelope(z.array(AccountTicketSchema));

// ---------------------------------------------------------------- saved products

/**
 * The account's saved list changed (decision 130): `add` (the device's list at login, or one "Simpan") and
 * `remove` (one "Tersimpan" tapped off), each at most the list's bound; unknown slugs are ignored.
 */
export const SavedChangeSchema = z.strictObject({
  add: z.array(slugParam).max(MAX_SAVED, 'too_long').optional().default([]),
  remove: z.array(slugParam).max(MAX_SAVED, 'too_long').optional().default([]),
});
export type SavedChange = z.input<typeof SavedChangeSchema>;
/** The account's saved products, most recently saved first (at most `MAX_SAVED`). */
export const SavedProductsResponseSchema = envelope(z.array(ProductSummarySchema));

// ---------------------------------------------------------------- subscription

const slugList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z.array(z.string().regex(/^[a-z0-9][a-z0-9-_.]{0,99}$/i, 'choice'), { error: 'choice' }).max(50, 'too_long'),
);
export const SubscriptionSchema = z.object({
  email,
  name: optionalText(120),
  /** Brand and category slugs; multipart sends them comma-separated. */
  brands: slugList.optional().default([]),
  categories: slugList.optional().default([]),
  consent: checkbox,
  ...honeypot,
});
export type Subscription = z.input<typeof SubscriptionSchema>;
/** The token of the verification link (`/profile?verifikasi=<token>`, decision 133). */
export const EmailVerificationSchema = z.strictObject({
  token: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long'),
});

export const UnsubscribeSchema = z.object({ token: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'too_long') });
