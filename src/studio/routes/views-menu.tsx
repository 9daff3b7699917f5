import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { CollectionKey } from '@/contract/collections/fields';
import { LIST_VIEW_NAME_MAX, type ListView, type ListViewState } from '@/contract/studio/list-views';
import { useListViewActions, useListViews } from '../api/list-views';
import { StudioApiError } from '../lib/studio-api';
import { sameState } from './collection-list-state';

// A collection list's saved views (docs/decisions/250-staff-studio.md "Columns and saved views"): the member's own,
// kept by the server. Choosing one shows its search, filters, sort and columns (in the address); the view whose
// state the list shows is marked, and may be renamed or deleted; the list as it is may be saved under a name.

type Naming = { mode: 'create' } | { mode: 'rename'; view: ListView };

export function ViewsMenu({
  collection,
  state,
  onApply,
}: {
  collection: CollectionKey;
  /** The list's state now (from its address). */
  state: ListViewState;
  onApply: (state: ListViewState) => void;
}) {
  const { t } = useLingui();
  const views = useListViews(collection);
  const { create, update, remove } = useListViewActions(collection);
  const [naming, setNaming] = useState<Naming>();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const active = views.data?.find((view) => sameState(collection, view.state, state));

  const open = (next: Naming) => {
    setNaming(next);
    setName(next.mode === 'rename' ? next.view.name : '');
    setError(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!naming) return;
    const done = () => {
      setNaming(undefined);
      notifications.show({ color: 'green', message: naming.mode === 'create' ? t`Tampilan disimpan.` : t`Nama tampilan diganti.` });
    };
    const failed = (e: Error) =>
      setError(e instanceof StudioApiError ? (e.fieldErrors.name?.join(' ') ?? e.message) : t`Tidak tersimpan; coba lagi.`);
    if (naming.mode === 'create') create.mutate({ name, state }, { onSuccess: done, onError: failed });
    else update.mutate({ id: naming.view.id, name }, { onSuccess: done, onError: failed });
  };
  const confirmDelete = (view: ListView) =>
    modals.openConfirmModal({
      title: t`Hapus tampilan “${view.name}”?`,
      children: t`Daftarnya tetap seperti sekarang; hanya tampilan tersimpan ini yang dihapus.`,
      labels: { confirm: t`Hapus`, cancel: t`Batal` },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(
          { id: view.id },
          { onError: () => notifications.show({ color: 'red', message: t`Tampilan tidak terhapus; coba lagi.` }) },
        ),
    });

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={280} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="default" data-testid="views-menu-button">
            {active ? t`Tampilan: ${active.name}` : t`Tampilan tersimpan`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="views-menu">
          <Menu.Label>
            <Trans>Tampilan saya</Trans>
          </Menu.Label>
          {views.isPending ? (
            <Menu.Item disabled>
              <Trans>Memuat…</Trans>
            </Menu.Item>
          ) : views.isError ? (
            <Menu.Item onClick={() => void views.refetch()}>
              <Trans>Tampilan tidak dapat dimuat. Coba lagi</Trans>
            </Menu.Item>
          ) : views.data.length === 0 ? (
            <Menu.Item disabled>
              <Trans>Belum ada tampilan tersimpan.</Trans>
            </Menu.Item>
          ) : (
            views.data.map((view) => (
              <Menu.Item
                key={view.id}
                onClick={() => onApply(view.state)}
                aria-current={view === active ? 'true' : undefined}
                rightSection={view === active ? <Text size="xs">✓</Text> : null}
              >
                {view.name}
              </Menu.Item>
            ))
          )}
          <Menu.Divider />
          <Menu.Item onClick={() => open({ mode: 'create' })}>
            <Trans>Simpan tampilan ini…</Trans>
          </Menu.Item>
          {active && (
            <>
              <Menu.Item onClick={() => open({ mode: 'rename', view: active })}>
                <Trans>Ganti nama “{active.name}”…</Trans>
              </Menu.Item>
              <Menu.Item c="red.9" onClick={() => confirmDelete(active)}>
                <Trans>Hapus “{active.name}”</Trans>
              </Menu.Item>
            </>
          )}
          {Object.keys(state).length > 0 && (
            <Menu.Item onClick={() => onApply({})}>
              <Trans>Tampilan standar</Trans>
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={naming !== undefined}
        onClose={() => setNaming(undefined)}
        closeButtonProps={{ 'aria-label': t`Tutup` }}
        title={naming?.mode === 'rename' ? t`Ganti nama tampilan` : t`Simpan tampilan`}
      >
        <form onSubmit={submit}>
          <Stack>
            {naming?.mode === 'create' && (
              <Text size="sm">
                <Trans>Pencarian, filter, urutan dan kolom daftar ini disimpan untuk Anda sendiri.</Trans>
              </Text>
            )}
            <TextInput
              label={t`Nama tampilan`}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={LIST_VIEW_NAME_MAX}
              required
              data-autofocus
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(undefined)}>
                <Trans>Batal</Trans>
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending} disabled={name.trim() === ''}>
                <Trans>Simpan</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
