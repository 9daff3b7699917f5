import type { ReadEndpoint, WriteEndpoint } from './define';

// A staff member's own account security (docs/decisions/130-accounts-and-sessions.md, 250-staff-studio.md):
// password reset by e-mail, TOTP two-factor login, the list of one's sessions; admins end anyone's sessions.
// Never cached, never queued offline.

const write = { tag: 'studio', encoding: 'json', outbox: false } as const;
const read = { tag: 'studio', cache: 'personal' } as const;

export const passwordResetRequest = {
  ...write,
  method: 'POST',
  path: 'studio/password-reset',
  summary:
    'Mail a password-reset link (valid 30 minutes, single-use) to a staff account; the answer is the same whether or not the e-mail is known; 429 when asked too often',
  query: 'studio.StudioQuerySchema',
  body: 'studioAccount.PasswordResetRequestSchema',
  response: { 200: 'studio.StudioMessageSchema' },
  errors: [400, 403, 429],
} as const satisfies WriteEndpoint;

export const passwordReset = {
  ...write,
  method: 'POST',
  path: 'studio/password-reset/confirm',
  summary:
    'Set a new password with a mailed token: the token is used up, every session of the staff member ends; an unknown, used or expired token is a field error',
  query: 'studio.StudioQuerySchema',
  body: 'studioAccount.PasswordResetSchema',
  response: { 200: 'studio.StudioMessageSchema' },
  errors: [400, 403, 429],
} as const satisfies WriteEndpoint;

export const accountRead = {
  ...read,
  method: 'GET',
  path: 'studio/account',
  summary: "The caller's two-factor state and live sessions",
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioAccount.AccountResponseSchema' },
  errors: [401],
} as const satisfies ReadEndpoint;

export const totpSetup = {
  ...write,
  method: 'POST',
  path: 'studio/account/totp/setup',
  summary: 'Start enrolling an authenticator app: a new secret (and its otpauth:// address) waits for a code to confirm it',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EmptyBodySchema',
  response: { 200: 'studioAccount.TotpSetupResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const totpEnable = {
  ...write,
  method: 'POST',
  path: 'studio/account/totp/enable',
  summary: 'Confirm the enrolment with a code from the app: two-factor login is on; answers ten recovery codes, shown only this once',
  query: 'studio.StudioQuerySchema',
  body: 'studioAccount.TotpEnableSchema',
  response: { 200: 'studioAccount.RecoveryCodesResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const totpDisable = {
  ...write,
  method: 'POST',
  path: 'studio/account/totp/disable',
  summary: 'Turn two-factor login off (the current password is asked again); the recovery codes are dropped',
  query: 'studio.StudioQuerySchema',
  body: 'studioAccount.TotpDisableSchema',
  response: { 200: 'studio.StudioMessageSchema' },
  errors: [400, 401, 403, 429],
} as const satisfies WriteEndpoint;

export const sessionRevoke = {
  ...write,
  method: 'DELETE',
  path: 'studio/account/sessions/:sid',
  summary: "End one of the caller's own sessions",
  params: 'studioAccount.SessionParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioAccount.RevokedResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies WriteEndpoint;

export const staffSessionsList = {
  ...read,
  method: 'GET',
  path: 'studio/staff/:id/sessions',
  summary: "A staff member's live sessions (admin only)",
  params: 'studio.StaffParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioAccount.StaffSessionsResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const staffSessionsRevoke = {
  ...write,
  method: 'DELETE',
  path: 'studio/staff/:id/sessions',
  summary: 'End every session of a staff member (admin only; audited)',
  params: 'studio.StaffParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioAccount.RevokedResponseSchema' },
  errors: [401, 403, 404],
} as const satisfies WriteEndpoint;

export const roleSecurityRead = {
  ...read,
  method: 'GET',
  path: 'studio/security/roles',
  summary: 'Which roles require two-factor login, and how many active members of each have none yet (admin only)',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioAccount.RoleSecurityResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const roleSecurityUpdate = {
  ...write,
  method: 'PUT',
  path: 'studio/security/roles',
  summary:
    'Set the roles that require two-factor login (the whole set; audited). Members of them without it get sessions limited to enrolling (403 `two_factor_required` elsewhere). 409 when it would require it of the admin role while the caller has no two-factor login (admin only)',
  query: 'studio.StudioQuerySchema',
  body: 'studioAccount.RoleSecurityUpdateSchema',
  response: { 200: 'studioAccount.RoleSecurityResponseSchema' },
  errors: [400, 401, 403, 409],
} as const satisfies WriteEndpoint;
