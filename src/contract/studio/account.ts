import { z } from 'zod';
import { STAFF_ROLES } from '../collections/fields';
import { NewPasswordSchema } from '../accounts';

// Wire schemas of a staff member's own account security (src/contract/endpoints/studio-account.ts;
// docs/decisions/130-accounts-and-sessions.md): password reset by e-mail, TOTP two-factor login, sessions.
// Error texts are codes; the server answers them in the staff member's language.

const email = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(200, 'too_long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email');

/** A mailed reset token: 32 random bytes, base64url (43 characters). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const PasswordResetRequestSchema = z.strictObject({ email });
export const PasswordResetSchema = z.strictObject({
  token: z.string('required').regex(RESET_TOKEN_PATTERN, 'reset_invalid'),
  password: NewPasswordSchema,
});

/** A code from the authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const SecondFactorCodeSchema = z
  .string('required')
  .max(40, 'too_long')
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/, 'code_invalid'));

/** A refused staff login: `second_factor` when the password was right and a code is (still) needed. */
export const LoginRefusedSchema = z.object({ message: z.string(), second_factor: z.boolean().optional() });

export const TotpEnableSchema = z.strictObject({ code: SecondFactorCodeSchema });
export const TotpDisableSchema = z.strictObject({ password: z.string('required').min(1, 'required').max(200, 'too_long') });

export const TotpSetupResponseSchema = z.object({ data: z.object({ secret: z.string(), uri: z.string() }) });
export const RecoveryCodesResponseSchema = z.object({ data: z.object({ recovery_codes: z.array(z.string()) }) });

export const StaffSessionSummarySchema = z.object({
  /** A short public id of the session (never its token or the token's hash). */
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The browser and system, e.g. "Chrome · Android"; null when unknown. */
  agent: z.string().nullable(),
  current: z.boolean(),
});
export type StaffSessionSummary = z.infer<typeof StaffSessionSummarySchema>;

export const AccountResponseSchema = z.object({
  data: z.object({
    totp_enabled: z.boolean(),
    /** The caller's role requires two-factor login (turning it off then limits the session to enrolling again). */
    totp_required: z.boolean(),
    recovery_codes_left: z.number().int(),
    sessions: z.array(StaffSessionSummarySchema),
  }),
});
export type Account = z.infer<typeof AccountResponseSchema>['data'];

export const SessionParamsSchema = z.object({ sid: z.string().regex(/^[0-9a-f]{16}$/, 'invalid') });
export const StaffSessionsResponseSchema = z.object({ data: z.array(StaffSessionSummarySchema) });
export const RevokedResponseSchema = z.object({ data: z.object({ revoked: z.number().int() }) });

// ---------------------------------------------------------------- two-factor login required per role (admin)

const RoleSchema = z.enum(STAFF_ROLES, 'choice');
export const RoleSecuritySchema = z.object({
  role: RoleSchema,
  require_totp: z.boolean(),
  /** Active members of the role without two-factor login: limited to enrolling while it is required. */
  members_without_totp: z.number().int(),
});
export type RoleSecurity = z.infer<typeof RoleSecuritySchema>;
export const RoleSecurityResponseSchema = z.object({ data: z.array(RoleSecuritySchema) });
/** The whole set of roles that require two-factor login; the roles not named do not. */
export const RoleSecurityUpdateSchema = z.strictObject(
  { require_totp: z.array(RoleSchema, 'invalid').max(STAFF_ROLES.length, 'too_many') },
  { error: 'invalid' },
);
