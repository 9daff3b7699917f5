import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxAssignees,
  inboxBulkUpdate,
  inboxList,
  inboxNoteCreate,
  inboxReplyCreate,
  inboxNotifyRead,
  inboxNotifyUpdate,
  inboxDetail,
  inboxOverdue,
  inboxTicket,
  inboxTicketMove,
  inboxUpdate,
} from '@/contract/endpoints/studio-inbox';
import type { Lang } from '@/contract/common';
import type { Ticket } from '@/contract/forms';
import {
  TICKET_PHOTO_FIELD,
  type INBOX_SORTS,
  type InboxBulk,
  type InboxDetail,
  type InboxFilter,
  type InboxPatch,
  type InboxReplyCreate,
  type NotifyMode,
  type NotifySettings,
  type TicketMove,
} from '@/contract/studio/inbox';
import { buildApiUrl, type ApiQuery } from '@/lib/api-client';
import { StudioApiError, studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The inbox of form submissions (src/contract/endpoints/studio-inbox.ts, docs/decisions/310-submissions-in-the-studio.md):
// the list, one submission, its status, assignee and notes, its files and the exports. Kept under the studio's
// key root, so a logout drops every answer with the rest.

export type InboxListFilters = Omit<InboxFilter, 'lang'> & { page: number; per_page: number; sort?: (typeof INBOX_SORTS)[number] };

export const inboxKeys = {
  all: () => [...studioKeys.all, 'inbox'] as const,
  list: (filters: InboxListFilters) => [...inboxKeys.all(), 'list', filters] as const,
  one: (id: string) => [...inboxKeys.all(), 'one', id] as const,
  assignees: () => [...inboxKeys.all(), 'assignees'] as const,
  notify: () => [...inboxKeys.all(), 'notify'] as const,
  ticket: (id: string) => [...inboxKeys.all(), 'ticket', id] as const,
  overdue: () => [...inboxKeys.all(), 'overdue'] as const,
};

/** Overdue service tickets per service centre (roles that handle support requests only). */
export const useOverdueByCentre = (enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.overdue(),
    queryFn: async ({ signal }) => (await studioCall(inboxOverdue, { signal })).data,
    enabled,
    staleTime: 60_000,
  });

export const useInboxList = (filters: InboxListFilters) =>
  useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: ({ signal }) => studioCall(inboxList, { query: { ...filters, sort: filters.sort ?? '-created_at' }, signal }),
    placeholderData: keepPreviousData,
  });

/** One submission. Every read is audited as a view (docs/decisions/310), so it is not read again on its own. */
export const useInboxItem = (id: string) =>
  useQuery({
    queryKey: inboxKeys.one(id),
    queryFn: async ({ signal }) => (await studioCall(inboxDetail, { params: { id }, signal })).data,
    staleTime: Infinity,
  });

export const useAssignees = () =>
  useQuery({
    queryKey: inboxKeys.assignees(),
    queryFn: async ({ signal }) => (await studioCall(inboxAssignees, { signal })).data,
    staleTime: 5 * 60_000,
  });

/** The caller's own new-submission mail setting (docs/decisions/310-submissions-in-the-studio.md). */
export const useNotifySettings = () =>
  useQuery({ queryKey: inboxKeys.notify(), queryFn: async ({ signal }) => (await studioCall(inboxNotifyRead, { signal })).data });

export function useNotifyUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mode: NotifyMode | 'default') => (await studioCall(inboxNotifyUpdate, { body: { mode } })).data,
    onSuccess: (settings) => client.setQueryData<NotifySettings>(inboxKeys.notify(), settings),
  });
}

/** Status and assignee: the answer is the fresh detail; the lists are read again. */
export function useInboxUpdate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxPatch) => studioCall(inboxUpdate, { params: { id }, body }),
    onSuccess: (answer) => {
      client.setQueryData<InboxDetail>(inboxKeys.one(id), answer.data);
      void client.invalidateQueries({ queryKey: [...inboxKeys.all(), 'list'] });
    },
  });
}

export function useInboxNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => studioCall(inboxNoteCreate, { params: { id }, body: { body } }),
    onSuccess: (answer) => {
      client.setQueryData<InboxDetail>(inboxKeys.one(id), (old) =>
        old ? { ...old, notes: [...old.notes, answer.data], note_count: old.note_count + 1 } : old,
      );
      void client.invalidateQueries({ queryKey: [...inboxKeys.all(), 'list'] });
    },
  });
}

/** The list's bulk status/assignee change; the answer says per row whether it was applied. */
export function useInboxBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InboxBulk) => (await studioCall(inboxBulkUpdate, { body })).data,
    onSettled: () => void client.invalidateQueries({ queryKey: inboxKeys.all() }),
  });
}

/**
 * A reply by e-mail (docs/decisions/310): the body carries an idempotency key made once per reply, so a second tap
 * or a retry answers the first reply instead of sending another mail. The reply joins the notes.
 */
export function useInboxReply(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InboxReplyCreate) => studioCall(inboxReplyCreate, { params: { id }, body }),
    onSuccess: (answer) => {
      client.setQueryData<InboxDetail>(inboxKeys.one(id), (old) =>
        old && !old.notes.some((n) => n.id === answer.data.id)
          ? { ...old, notes: [...old.notes, answer.data], note_count: old.note_count + 1 }
          : old,
      );
      void client.invalidateQueries({ queryKey: [...inboxKeys.all(), 'list'] });
    },
  });
}

/** A support request's repair ticket (its stage and timeline); other kinds have none. */
export const useInboxTicket = (id: string) =>
  useQuery({
    queryKey: inboxKeys.ticket(id),
    queryFn: async ({ signal }) => (await studioCall(inboxTicket, { params: { id }, signal })).data,
  });

/** A stage move and the photos the customer will see on it (none, or up to MAX_TICKET_PHOTOS). */
export type TicketMoveInput = TicketMove & { photos: readonly File[] };

/**
 * A stage move, sent as multipart with its photos (one `photo` part each); the server's refusal (409) comes in the
 * studio's language. The answer is the fresh ticket.
 */
export function useTicketMove(id: string, lang: Lang) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ photos, ...move }: TicketMoveInput) => {
      const body = new FormData();
      body.set('stage', move.stage);
      if (move.note) body.set('note', move.note);
      if (move.amount !== undefined) body.set('amount', String(move.amount));
      for (const photo of photos) body.append(TICKET_PHOTO_FIELD, photo, photo.name);
      return (await studioCall(inboxTicketMove, { params: { id }, query: { lang }, body })).data;
    },
    onSuccess: (ticket) => client.setQueryData<Ticket>(inboxKeys.ticket(id), ticket),
    // A refusal may mean someone else moved it first: read the ticket again so the offered moves follow.
    onError: () => void client.invalidateQueries({ queryKey: inboxKeys.ticket(id) }),
  });
}

/** The authorised download route of an attachment (`Content-Disposition: attachment`, audited). */
export const inboxFileUrl = (id: string, fileId: number) => buildApiUrl(`studio/inbox/${encodeURIComponent(id)}/files/${fileId}`);

/** The export of the filtered list: a plain link, so the browser streams it to disk however large it is. */
export function inboxExportUrl(filters: Omit<InboxFilter, 'lang'>, format: 'csv' | 'xlsx', lang: string): string {
  const query: ApiQuery = { format, lang };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query[key] = value as string | number;
  return buildApiUrl('studio/inbox/export', query);
}

/** An attachment's bytes, for a preview (an image, a PDF in a frame) from an object URL. */
export async function fetchInboxFile(id: string, fileId: number, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(inboxFileUrl(id, fileId), { credentials: 'same-origin', cache: 'no-store', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new StudioApiError('', 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : '';
    throw new StudioApiError(message, response.status, {}, body);
  }
  return response.blob();
}
