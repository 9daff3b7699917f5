import type { ReadEndpoint, WriteEndpoint } from './define';

// Customer accounts (decisions 130 and 133): every answer is personal, never kept by the service
// worker, and the account writes need the network (never queued). The warranty check and the
// unsubscribe link are public, no account needed.

export const accountRegister = {
  method: 'POST',
  path: 'v2/account/register',
  tag: 'accounts',
  summary: 'Create an account; the same answer whether or not the e-mail is taken (decision 130)',
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.RegisterAccountSchema',
  response: { 201: 'accounts.MessageSchema' },
  errors: [400, 403, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const accountLogin = {
  method: 'POST',
  path: 'v2/account/login',
  tag: 'accounts',
  summary: 'Log in: sets the HttpOnly session cookie. Unknown e-mail and wrong password get the same 401',
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.LoginSchema',
  response: { 200: 'accounts.AccountResponseSchema' },
  errors: [400, 401, 403, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const accountLogout = {
  method: 'POST',
  path: 'v2/account/logout',
  tag: 'accounts',
  summary: 'Log out: ends this session on the server and clears the cookie',
  query: 'accounts.AccountQuerySchema',
  response: { 200: 'accounts.MessageSchema' },
  errors: [403],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const accountMe = {
  method: 'GET',
  path: 'v2/account/me',
  tag: 'accounts',
  summary: 'The signed-in account, or null',
  session: true,
  query: 'accounts.AccountQuerySchema',
  response: { 200: 'accounts.MeResponseSchema' },
  errors: [],
  cache: 'personal',
} as const satisfies ReadEndpoint;

export const accountProfileUpdate = {
  method: 'PUT',
  path: 'v2/account/profile',
  tag: 'accounts',
  summary: 'Update contact details and the profile (/registrasi-profile)',
  session: true,
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.ProfileSchema',
  response: { 200: 'accounts.AccountResponseSchema' },
  errors: [400, 401, 403],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const accountPasswordChange = {
  method: 'POST',
  path: 'v2/account/password',
  tag: 'accounts',
  summary: 'Change the password; every other session of the account ends',
  session: true,
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.ChangePasswordSchema',
  response: { 200: 'accounts.MessageSchema' },
  errors: [400, 401, 403, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

/** Mails a signed link to the account's own e-mail; opening it (signed in) verifies the address (decision 133). */
export const accountEmailVerificationSend = {
  method: 'POST',
  path: 'v2/account/email-verification',
  tag: 'accounts',
  summary: "Mail a verification link to the account's e-mail (at most 3 an hour)",
  session: true,
  query: 'accounts.AccountQuerySchema',
  response: { 200: 'accounts.MessageSchema' },
  errors: [401, 403, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

/** The link's token, sent from /profile by the signed-in owner: the address is verified; answers the account. */
export const accountEmailVerificationConfirm = {
  method: 'POST',
  path: 'v2/account/email-verification/confirm',
  tag: 'accounts',
  summary: "Verify the account's e-mail with the mailed link's token (only the same account, before it expires)",
  session: true,
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.EmailVerificationSchema',
  response: { 200: 'accounts.AccountResponseSchema' },
  errors: [400, 401, 403],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const accountRegistrations = {
  method: 'GET',
  path: 'v2/account/registrations',
  tag: 'accounts',
  summary: "The account's registered products with their warranty status",
  session: true,
  query: 'accounts.AccountQuerySchema',
  response: { 200: 'accounts.RegisteredProductsResponseSchema' },
  errors: [401],
  cache: 'personal',
} as const satisfies ReadEndpoint;

/** "Servis saya": the support requests sent while signed in, each with its current stage (at most 50, newest first). */
export const accountTickets = {
  method: 'GET',
  path: 'v2/account/tickets',
  tag: 'accounts',
  summary: "The account's service tickets (support requests sent while signed in) with their current stage",
  session: true,
  query: 'accounts.AccountTicketsQuerySchema',
  response: { 200: 'accounts.AccountTicketsResponseSchema' },
  errors: [400, 401],
  cache: 'personal',
} as const satisfies ReadEndpoint;

export const accountSaved = {
  method: 'GET',
  path: 'v2/account/saved',
  tag: 'accounts',
  summary: "The account's saved products, most recently saved first",
  session: true,
  query: 'accounts.AccountQuerySchema',
  response: { 200: 'accounts.SavedProductsResponseSchema' },
  errors: [401],
  cache: 'personal',
} as const satisfies ReadEndpoint;

/** The device's saved list joins the account at login (a union), and each "Simpan" after it (decision 130). */
export const accountSavedChange = {
  method: 'PUT',
  path: 'v2/account/saved',
  tag: 'accounts',
  summary: "Add products to and remove them from the account's saved list; answers the whole list",
  session: true,
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.SavedChangeSchema',
  response: { 200: 'accounts.SavedProductsResponseSchema' },
  errors: [400, 401, 403],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const warrantyCheck = {
  method: 'GET',
  path: 'v2/warranty/check',
  tag: 'accounts',
  summary: 'Warranty status by serial number: cover end dates per the brand policy and the 14-day replacement window',
  query: 'accounts.WarrantyCheckQuerySchema',
  response: { 200: 'accounts.WarrantyCheckResponseSchema' },
  errors: [400, 404],
  cache: 'personal',
} as const satisfies ReadEndpoint;

/** Queued offline like the forms: the service worker has always queued every non-account POST. */
export const unsubscribe = {
  method: 'POST',
  path: 'v2/subscription/unsubscribe',
  tag: 'accounts',
  summary: 'Unsubscribe with the signed token of the newsletter link (decision 133)',
  query: 'accounts.AccountQuerySchema',
  body: 'accounts.UnsubscribeSchema',
  response: { 200: 'accounts.MessageSchema' },
  errors: [400],
  encoding: 'json',
  outbox: true,
} as const satisfies WriteEndpoint;
