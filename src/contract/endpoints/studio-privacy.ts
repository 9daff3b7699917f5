import type { ReadEndpoint, WriteEndpoint } from './define';

// The studio's personal-data calls (docs/decisions/320-personal-data.md,
// docs/decisions/320-personal-data.md): admin only, never cached, never queued offline.
// Search and export are POSTs: the e-mail or phone looked for stays out of URLs (proxy logs, history).

const write = { tag: 'studio', encoding: 'json', outbox: false } as const;

export const privacySearch = {
  ...write,
  method: 'POST',
  path: 'studio/privacy/search',
  summary:
    'Everything held about a person, found by e-mail and/or phone (compared exactly, case-insensitively): submissions, product registrations, visitor accounts, subscriptions, lottery codes (admin only; audited without the e-mail or phone)',
  query: 'studio.StudioQuerySchema',
  body: 'studioPrivacy.PrivacySubjectSchema',
  response: { 200: 'studioPrivacy.PrivacySearchResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const privacyExport = {
  ...write,
  method: 'POST',
  path: 'studio/privacy/export',
  summary:
    'An access request: a JSON attachment with every record held about the person, attachments included (base64) (admin only; audited)',
  query: 'studio.StudioQuerySchema',
  body: 'studioPrivacy.PrivacySubjectSchema',
  response: { 200: 'studioPrivacy.PrivacyExportSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const privacyErase = {
  ...write,
  method: 'POST',
  path: 'studio/privacy/erase',
  summary:
    'An erasure request: deletes everything held about the person (files too) in one transaction and answers the counts; `confirm: true` is required (admin only; audited with counts, the person only as a keyed hash)',
  query: 'studio.StudioQuerySchema',
  body: 'studioPrivacy.PrivacyEraseSchema',
  response: { 200: 'studioPrivacy.PrivacyEraseResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const privacyRetention = {
  method: 'GET',
  path: 'studio/privacy/retention',
  tag: 'studio',
  cache: 'personal',
  summary: 'The retention period of each kind of submission and the last purge (admin only)',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioPrivacy.RetentionResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const privacyPurge = {
  ...write,
  method: 'POST',
  path: 'studio/privacy/purge',
  summary: 'Run the retention purge now: deletes every submission (with its files) past its kind’s period (admin only; audited)',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioPrivacy.PurgeResponseSchema' },
  errors: [401, 403],
} as const satisfies WriteEndpoint;
