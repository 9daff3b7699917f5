// Messages between the page and the service worker's form outbox (issue #9). Shared by both sides.

export const OUTBOX_QUEUE_NAME = 'form-outbox';
export const OUTBOX_REPLAY = 'REPLAY_OUTBOX';
export const OUTBOX_STATUS_REQUEST = 'OUTBOX_STATUS_REQUEST';
export const OUTBOX_STATUS = 'OUTBOX_STATUS';

/** `sending`: a replay is running; `waiting`: items are queued and the server was not reachable last time. */
export type OutboxState = 'idle' | 'sending' | 'waiting';
export type OutboxStatus = { type: typeof OUTBOX_STATUS; pending: number; state: OutboxState; delivered: number };

export const isOutboxStatus = (data: unknown): data is OutboxStatus =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OUTBOX_STATUS;
