import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Button, Checkbox, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { COLLECTION_KEYS, PERMISSION_ACTIONS, ROLE_LABELS, type CollectionKey, type PermissionAction } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { GRANTABLE_ROLES, type GrantableRole, type PermissionMatrix } from '@/contract/studio/permissions';
import { usePermissions, useSavePermissions } from '@/studio/api/permissions';
import { ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { UnsavedGuard } from '@/studio/editor/unsaved-guard';

const ACTION_LABELS: Record<PermissionAction, MessageDescriptor> = {
  view: msg`Lihat`,
  edit: msg`Ubah`,
  publish: msg`Terbitkan`,
  delete: msg`Hapus`,
};

const same = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

/**
 * Permissions (admin only; docs/decisions/250-staff-studio.md): per role, what it may do with each collection —
 * view, edit drafts, publish (and unpublish, schedule), delete drafts. Saved as a whole; the server checks every
 * call against it from the next request on. Administrators may always do everything.
 */
export function PermissionsPage() {
  const permissions = usePermissions();
  if (permissions.isPending) return <PageLoader />;
  if (permissions.isError) return <LoadError error={permissions.error} onRetry={() => void permissions.refetch()} />;
  return <MatrixEditor saved={permissions.data.matrix} defaults={permissions.data.defaults} />;
}

function MatrixEditor({ saved, defaults }: { saved: PermissionMatrix; defaults: PermissionMatrix }) {
  const { t, i18n } = useLingui();
  const save = useSavePermissions();
  const [draft, setDraft] = useState<PermissionMatrix>(saved);
  const [role, setRole] = useState<GrantableRole>('editor');
  const leaving = useRef(false);
  const changedRoles = GRANTABLE_ROLES.filter((r) => COLLECTION_KEYS.some((key) => !same(draft[r][key], saved[r][key])));
  const dirty = changedRoles.length > 0;

  /** One box: edit, publish and delete come with view; taking view away takes them too. */
  const toggle = (r: GrantableRole, key: CollectionKey, action: PermissionAction, on: boolean) =>
    setDraft((old) => {
      const set = new Set(old[r][key]);
      if (on) set.add(action).add('view');
      else if (action === 'view') set.clear();
      else set.delete(action);
      return { ...old, [r]: { ...old[r], [key]: PERMISSION_ACTIONS.filter((a) => set.has(a)) } };
    });

  const submit = () =>
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(answer.data.matrix);
        notifications.show({ color: 'green', message: t`Hak akses disimpan dan langsung berlaku.` });
      },
      onError: (error) => notifications.show({ color: 'red', title: t`Tidak tersimpan`, message: <ErrorText error={error} /> }),
    });

  return (
    <Stack gap="md" pb="xl">
      <UnsavedGuard dirty={dirty} leaving={leaving} />
      <Stack gap={4}>
        <Title order={2}>
          <Trans>Hak akses</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={720}>
          <Trans>
            Apa yang boleh dilakukan tiap peran di tiap koleksi. Server memeriksa setiap permintaan; tombol yang tidak boleh dipakai
            disembunyikan di studio. Administrator selalu boleh melakukan semuanya.
          </Trans>
        </Text>
      </Stack>
      <Tabs value={role} onChange={(value) => value && setRole(value as GrantableRole)} variant="outline" keepMounted={false}>
        <Tabs.List aria-label={t`Peran`}>
          {GRANTABLE_ROLES.map((r) => (
            <Tabs.Tab
              key={r}
              value={r}
              rightSection={changedRoles.includes(r) ? <Badge size="xs" variant="light" color="orange.9">{t`diubah`}</Badge> : null}
            >
              {i18n._(ROLE_LABELS[r])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GRANTABLE_ROLES.map((r) => (
          <Tabs.Panel key={r} value={r} pt="sm">
            <Paper withBorder>
              <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" data-testid={`permissions-${r}`}>
                <Table.Caption>
                  <Trans>Hak peran {i18n._(ROLE_LABELS[r])} per koleksi</Trans>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">
                      <Trans>Koleksi</Trans>
                    </Table.Th>
                    {PERMISSION_ACTIONS.map((action) => (
                      <Table.Th key={action} scope="col" ta="center" w={72}>
                        {i18n._(ACTION_LABELS[action])}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {COLLECTION_KEYS.map((key) => {
                    const label = i18n._(COLLECTIONS[key].label);
                    const differs = !same(draft[r][key], defaults[r][key]);
                    return (
                      <Table.Tr key={key}>
                        <Table.Th scope="row" fw={500}>
                          <Group gap={6} wrap="nowrap">
                            <span>{label}</span>
                            {differs && (
                              <Badge size="xs" variant="light" color="gray.8" title={t`Berbeda dari bawaan`}>
                                {t`≠ bawaan`}
                              </Badge>
                            )}
                          </Group>
                        </Table.Th>
                        {PERMISSION_ACTIONS.map((action) => (
                          <Table.Td key={action} ta="center">
                            <Checkbox
                              display="inline-block"
                              aria-label={`${i18n._(ACTION_LABELS[action])}: ${label}`}
                              checked={draft[r][key].includes(action)}
                              onChange={(e) => toggle(r, key, action, e.currentTarget.checked)}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Paper withBorder p="xs" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="xs">
        <Group gap="xs">
          <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
            <Trans>Simpan hak akses</Trans>
          </Button>
          <Button variant="default" onClick={() => setDraft((old) => ({ ...old, [role]: defaults[role] }))} disabled={save.isPending}>
            <Trans>Kembalikan bawaan peran ini</Trans>
          </Button>
          <Button variant="default" onClick={() => setDraft(saved)} disabled={!dirty || save.isPending}>
            <Trans>Batalkan perubahan</Trans>
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
