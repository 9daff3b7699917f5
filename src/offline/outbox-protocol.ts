// Messages between the page and the service worker's form outbox (decision 091). Shared by both sides.

/** The Workbox queue of the first outbox version: read once on start-up and moved into our own store. */
export const OUTBOX_QUEUE_NAME = 'form-outbox';
export const OUTBOX_SYNC_TAG = 'denka-form-outbox';
export const OUTBOX_REPLAY = 'REPLAY_OUTBOX';
export const OUTBOX_STATUS_REQUEST = 'OUTBOX_STATUS_REQUEST';
export const OUTBOX_STATUS = 'OUTBOX_STATUS';

/** "Something changed in the outbox": the page re-reads the entries; `delivered` lists keys just delivered. */
export type OutboxStatus = { type: typeof OUTBOX_STATUS; delivered: string[] };
/** `force`: try every waiting entry now (the visitor asked, or the device came back online). */
export type OutboxReplayRequest = { type: typeof OUTBOX_REPLAY; force?: boolean };

export const isOutboxStatus = (data: unknown): data is OutboxStatus =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === OUTBOX_STATUS &&
  Array.isArray((data as { delivered?: unknown }).delivered);
