import '@/lib/zod-config'; // before any parse (CSP: no eval)
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Entity, EntityStatus } from '@/contract/studio/api';
import { type CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS, missingEnglish } from '@/contract/collections/registry';
import { draftSchema, publishSchema } from '@/contract/studio/draft-schema';
import { useEntityActions } from '../api/entities';
import { useMay } from '../api/permissions';
import { ErrorText } from '../components/page-states';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../lib/format';
import { studioPaths } from '../lib/paths';
import { StudioApiError } from '../lib/studio-api';
import { EditorToolbar } from './editor-toolbar';
import { ErrorSummary, focusField, inFormOrder } from './error-summary';
import { FieldRow } from './field-row';
import { initialObject, toDraft, type Values } from './form-values';
import { UnsavedGuard } from './unsaved-guard';
import { AutosaveStatusText } from './autosave-status';
import { useAutosave, type AutosaveResult } from './use-autosave';

type State = { version: number; status: EntityStatus; publish_at: string | null; unpublish_at: string | null };

/**
 * The generic editor (docs/decisions/250-staff-studio.md): every field of the collection's registry entry, the
 * contract's draft schema on save and its publish schema before publishing, the server's field errors under
 * each field, a 409 as "changed by someone else" with a reload.
 */
export function EntityEditor({
  collection,
  entity,
  reload,
}: {
  collection: CollectionKey;
  entity: Entity | undefined;
  reload: () => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const spec = COLLECTIONS[collection];
  const actions = useEntityActions(collection);
  // The buttons this staff member may use (docs/decisions/250: the permission matrix; the server checks again).
  const may = useMay(collection);
  const [state, setState] = useState<State | undefined>(
    entity && { version: entity.version, status: entity.status, publish_at: entity.publish_at, unpublish_at: entity.unpublish_at },
  );
  const [conflict, setConflict] = useState<number | null>(null);
  // The version the next save sends: set at once by every write (an autosave may finish between two renders).
  const versionRef = useRef(entity?.version ?? 0);
  const leaving = useRef(false);
  // A new entry once created: until the editor has moved to the entry's address (the router commits the move a
  // moment later), a second click saves or publishes that entry instead of creating another.
  const created = useRef<{ id: number; version: number } | null>(null);
  const [previewUrl, setPreviewUrl] = useState<{ url: string; expires_at: string } | null>(null);
  // A refused save or publish: the title of the list of fields that stop it (error-summary.tsx), and a request
  // to focus the first of them once the errors are on the page.
  const [refusal, setRefusal] = useState<{ title: string; focus: number } | null>(null);
  const formRoot = useRef<HTMLDivElement>(null);
  const saveResolver = useMemo(() => schemaResolver(draftSchema(collection), { sync: true }), [collection]);
  const publishResolver = useMemo(() => schemaResolver(publishSchema(collection), { sync: true }), [collection]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialObject(spec.fields, entity?.draft ?? {}),
    validate: (values) => saveResolver(toDraft(spec.fields, values)),
  });
  const draft = toDraft(spec.fields, form.values);
  const missingEn = new Set(missingEnglish(collection, draft));
  const title = typeof draft[spec.titleField] === 'string' && draft[spec.titleField] ? String(draft[spec.titleField]) : undefined;
  const busy =
    actions.create.isPending ||
    actions.update.isPending ||
    actions.publish.isPending ||
    actions.unpublish.isPending ||
    actions.schedule.isPending ||
    actions.restore.isPending ||
    actions.remove.isPending;

  /**
   * The autosave's save (docs/decisions/250-staff-studio.md): the values of now, checked by the draft schema quietly (errors
   * under their fields, no list, no toast), sent with the version of now; the form is clean afterwards only up to what
   * was sent, so typing during the request stays a change.
   */
  const autosaveNow = async ({ keepalive }: { keepalive: boolean }): Promise<AutosaveResult> => {
    if (!entity || !form.isDirty()) return 'saved';
    const values = form.getValues();
    const data = toDraft(spec.fields, values);
    const errors = saveResolver(data);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return 'invalid';
    }
    try {
      const { version } = (await actions.autosave.mutateAsync({ id: entity.id, version: versionRef.current, data, keepalive })).data;
      versionRef.current = version;
      setState((old) => old && { ...old, version, status: old.status === 'published' ? 'changed' : old.status });
      form.resetDirty(values);
      form.clearErrors();
      return 'saved';
    } catch (error) {
      if (error instanceof StudioApiError && typeof (error.body as { current_version?: unknown })?.current_version === 'number') {
        setConflict((error.body as { current_version: number }).current_version);
        return 'conflict';
      }
      if (error instanceof StudioApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list.join(' ')])));
        return 'invalid';
      }
      return 'failed';
    }
  };
  const autosaveMode = !entity || !may('edit') ? (entity ? 'off' : 'new') : state?.status === 'scheduled' ? 'scheduled' : 'on';
  const autosave = useAutosave({
    enabled: autosaveMode === 'on' && conflict === null,
    dirty: form.isDirty(),
    changeKey: JSON.stringify(form.values),
    busy,
    save: autosaveNow,
  });

  /** Field errors under their fields and listed above the form; the first field focused. */
  const showFieldErrors = (errors: Record<string, string>, title: string) => {
    form.setErrors(errors);
    setRefusal((old) => ({ title, focus: (old?.focus ?? 0) + 1 }));
  };
  useEffect(() => {
    if (!refusal?.focus) return;
    const [first] = inFormOrder(
      formRoot.current,
      Object.keys(form.errors).filter((key) => form.errors[key]),
    );
    if (first) focusField(formRoot.current, first);
    // Only when a refusal asks for it, not on every change of the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal?.focus]);

  /** A refusal: field errors under their fields, a conflict as the banner, anything else as a notice. */
  const refused = (error: unknown, title = t`Tidak tersimpan`) => {
    if (
      error instanceof StudioApiError &&
      error.status === 409 &&
      typeof (error.body as { current_version?: unknown })?.current_version === 'number'
    ) {
      setConflict((error.body as { current_version: number }).current_version);
      return;
    }
    if (error instanceof StudioApiError && Object.keys(error.fieldErrors).length > 0) {
      showFieldErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list.join(' ')])), title);
      return;
    }
    notifications.show({ color: 'red', title, message: <ErrorText error={error} /> });
  };

  /**
   * Saves the draft when it changed (or is new); resolves with the entity's id and version, or undefined. A new
   * entry's editor then moves to the entry's address, unless `stay` (publishing it in the same step first).
   */
  const save = async ({ stay = false } = {}): Promise<{ id: number; version: number } | undefined> => {
    await autosave.settle(); // one save at a time: a running autosave ends first
    const validation = form.validate();
    if (validation.hasErrors) {
      showFieldErrors(validation.errors as Record<string, string>, t`Periksa isian`);
      return undefined;
    }
    const data = toDraft(spec.fields, form.values);
    try {
      if (!entity && !created.current) {
        const made = (await actions.create.mutateAsync(data)).data;
        created.current = made;
        form.resetDirty();
        setRefusal(null);
        notifications.show({ color: 'green', message: t`Draf tersimpan.` });
        leaving.current = true;
        if (!stay) void navigate(studioPaths.edit(collection, made.id), { replace: true });
        return made;
      }
      const current = entity ? { id: entity.id, version: versionRef.current } : created.current!;
      if (!form.isDirty() && (state || created.current)) return current;
      const { version } = (await actions.update.mutateAsync({ ...current, data })).data;
      versionRef.current = version;
      autosave.markSaved();
      if (created.current) created.current = { ...created.current, version };
      setState((old) => old && { ...old, version, status: old.status === 'published' ? 'changed' : old.status });
      form.resetDirty();
      setRefusal(null);
      notifications.show({ color: 'green', message: t`Draf tersimpan.` });
      return { id: current.id, version };
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  /** Publishes the entry, saving it first; a new entry is created and published in one step. */
  const publish = async () => {
    const errors = publishResolver(toDraft(spec.fields, form.values));
    if (Object.keys(errors).length > 0) {
      showFieldErrors(errors as Record<string, string>, t`Belum bisa terbit`);
      return;
    }
    const saved = await save({ stay: true });
    if (!saved) return;
    try {
      const next = (await actions.publish.mutateAsync(saved)).data;
      versionRef.current = next.version;
      if (created.current) created.current = { ...created.current, version: next.version };
      setState(next);
      notifications.show({ color: 'green', message: t`Terbit: pengunjung melihatnya sekarang.` });
    } catch (error) {
      // A new entry's editor moves to the saved draft's address below, so the refusal goes with it as a notice.
      if (entity) refused(error, t`Belum bisa terbit`);
      else notifications.show({ color: 'red', title: t`Belum bisa terbit`, message: <ErrorText error={error} /> });
    } finally {
      // A new entry: now saved (and published, or kept as a draft with the refusal shown), at its own address.
      if (!entity) void navigate(studioPaths.edit(collection, saved.id), { replace: true });
    }
  };

  return (
    <Stack gap="md" pb="xl">
      <UnsavedGuard dirty={form.isDirty()} leaving={leaving} />
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            <Anchor href={studioPaths.list(collection)} onClick={(e) => (e.preventDefault(), void navigate(studioPaths.list(collection)))}>
              {i18n._(spec.label)}
            </Anchor>
          </Text>
          <Title order={2}>{title ?? (entity ? t`(tanpa judul)` : t`Entri baru`)}</Title>
          <Group gap="xs">
            {state ? <StatusBadge status={state.status} /> : <Badge variant="light" color="gray.8">{t`Belum disimpan`}</Badge>}
            {state && (
              <Text size="sm" c="dimmed">
                <Trans>Versi {state.version}</Trans>
                {entity?.updated_by ? ` · ${entity.updated_by}` : ''}
                {entity ? ` · ${formatDateTime(entity.updated_at)}` : ''}
              </Text>
            )}
            {state?.publish_at && <Badge variant="light" color="violet.9">{t`Terbit ${formatDateTime(state.publish_at)}`}</Badge>}
            {state?.unpublish_at && <Badge variant="light" color="violet.9">{t`Turun ${formatDateTime(state.unpublish_at)}`}</Badge>}
            {missingEn.size > 0 && (
              <Badge variant="light" color="orange.9" data-testid="missing-en-count">
                {t`${missingEn.size} teks Inggris belum diisi`}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <EditorToolbar
        collection={collection}
        entityId={entity?.id}
        draft={draft}
        state={state}
        busy={busy}
        dirty={form.isDirty()}
        mayEdit={may('edit')}
        mayPublish={may('publish')}
        mayDelete={may('delete')}
        onSave={() => void save()}
        onPublish={() => void publish()}
        onStateChange={setState}
        onRefused={refused}
        onPreview={async () => {
          const saved = await save();
          if (!saved || !entity) return;
          try {
            setPreviewUrl((await actions.preview.mutateAsync({ id: saved.id })).data);
          } catch (error) {
            refused(error);
          }
        }}
        onRestored={reload}
        status={<AutosaveStatusText status={autosave.status} mode={autosaveMode} onRetry={autosave.retry} />}
        onDeleted={() => {
          leaving.current = true; // gone: nothing left to guard
          void navigate(studioPaths.list(collection), { replace: true });
        }}
      />
      {conflict !== null && (
        <Alert color="orange" title={t`Diubah oleh orang lain`} role="alert">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                Entri ini disimpan oleh orang lain (versi {conflict}) sejak Anda membukanya, jadi simpan otomatis berhenti. Muat ulang untuk
                melihat versi terbaru (perubahan Anda yang belum tersimpan hilang), atau simpan versi Anda di atasnya.
              </Trans>
            </Text>
            <Group>
              <Button size="xs" onClick={reload}>
                <Trans>Muat ulang</Trans>
              </Button>
              {may('edit') && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    // Keep mine: the next save goes over the other version (it stays in the history to compare or restore).
                    versionRef.current = conflict;
                    setConflict(null);
                    autosave.resume();
                    void save();
                  }}
                >
                  <Trans>Simpan versi saya</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      {previewUrl && (
        <Alert color="blue" title={t`Pratinjau siap`} withCloseButton onClose={() => setPreviewUrl(null)} closeButtonLabel={t`Tutup`}>
          <Anchor href={previewUrl.url} target="_blank" rel="noopener" data-testid="preview-link">
            <Trans>Buka pratinjau</Trans>
          </Anchor>{' '}
          <Text span size="sm" c="dimmed">
            <Trans>(berlaku sampai {formatDateTime(previewUrl.expires_at)})</Trans>
          </Text>
        </Alert>
      )}
      {refusal && <ErrorSummary title={refusal.title} fields={spec.fields} form={form} root={formRoot} />}
      <form onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
        <Paper withBorder p="md" ref={formRoot}>
          {/* Read-only for a role that may only view: every input of the form is disabled with the fieldset. */}
          <fieldset disabled={!may('edit')} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="lg">
              {spec.fields.map((field) => (
                <FieldRow key={field.name} field={field} form={form} missingEn={missingEn} />
              ))}
            </Stack>
          </fieldset>
        </Paper>
      </form>
    </Stack>
  );
}
