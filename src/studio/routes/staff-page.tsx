import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { keyboardScrollArea } from '../lib/data-table';
import { StaffCreateSchema, type StaffMemberSchema } from '@/contract/studio/api';
import type { z } from 'zod';

type StaffMember = z.infer<typeof StaffMemberSchema>;
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/contract/collections/fields';
import { formValidator } from '@/lib/forms/validate';
import { useStaffSession } from '../api/session';
import { useStaffList, useStaffWrites } from '../api/staff';
import { ErrorText, LoadError } from '../components/page-states';
import { useStudioErrorText } from '../lib/error-text';
import { formatDateTime } from '../lib/format';
import { StudioApiError } from '../lib/studio-api';
import { RoleSecurityCard } from './role-security-card';

/** Staff accounts (admin only): create one with a role, change a role, disable or enable it; which roles require two-factor login. */
export function StaffPage() {
  const { t, i18n } = useLingui();
  const me = useStaffSession();
  const staff = useStaffList();
  const { update } = useStaffWrites();
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }));
  const change = (id: number, body: { role?: StaffRole; disabled?: boolean }) =>
    update.mutate(
      { id, ...body },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t`Akun staf diperbarui.` }),
        onError: (error) => notifications.show({ color: 'red', message: <ErrorText error={error} /> }),
      },
    );
  const columns: DataTableColumn<StaffMember>[] = [
    { accessor: 'name', title: t`Nama` },
    { accessor: 'email', title: t`Email` },
    {
      accessor: 'role',
      title: t`Peran`,
      render: (row) => (
        <Select
          size="xs"
          aria-label={t`Peran ${row.name}`}
          data={roleOptions}
          value={row.role}
          allowDeselect={false}
          disabled={row.id === me.data?.id}
          onChange={(role) => role && role !== row.role && change(row.id, { role: role as StaffRole })}
          w={150}
        />
      ),
    },
    {
      accessor: 'disabled',
      title: t`Aktif`,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Switch
            aria-label={t`Akun ${row.name} aktif`}
            checked={!row.disabled}
            disabled={row.id === me.data?.id}
            onChange={(e) => change(row.id, { disabled: !e.currentTarget.checked })}
          />
          {row.disabled && (
            <Badge size="sm" variant="light" color="red.9">
              {t`nonaktif`}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'totp_enabled',
      title: t`Verifikasi dua langkah`,
      render: (row) =>
        row.totp_enabled ? (
          <Badge size="sm" variant="light" color="green.9">
            {t`aktif`}
          </Badge>
        ) : (
          <Badge size="sm" variant="light" color="gray.8">
            {t`belum`}
          </Badge>
        ),
    },
    { accessor: 'last_login_at', title: t`Terakhir masuk`, render: (row) => formatDateTime(row.last_login_at) || '—' },
  ];
  return (
    <Stack>
      <Title order={2}>
        <Trans>Staf</Trans>
      </Title>
      <CreateStaff />
      <RoleSecurityCard />
      {staff.isError && <LoadError error={staff.error} onRetry={() => void staff.refetch()} />}
      <DataTable<StaffMember>
        scrollAreaProps={keyboardScrollArea}
        withTableBorder
        borderRadius="sm"
        minHeight={staff.data?.length ? undefined : 150}
        fetching={staff.isPending}
        records={staff.data ?? []}
        noRecordsText={t`Belum ada staf.`}
        columns={columns}
      />
    </Stack>
  );
}

function CreateStaff() {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  const { create } = useStaffWrites();
  const form = useForm({
    initialValues: { email: '', name: '', role: 'editor' as StaffRole, password: '' },
    validate: formValidator(StaffCreateSchema),
  });
  const err = (field: 'email' | 'name' | 'role' | 'password') => (form.errors[field] ? errorText(form.errors[field]) : undefined);
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values, {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: t`Akun ${answer.data.email} dibuat.` });
              form.reset();
            },
            onError: (error) => {
              if (error instanceof StudioApiError && Object.keys(error.fieldErrors).length) {
                form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')])));
              } else notifications.show({ color: 'red', message: <ErrorText error={error} /> });
            },
          }),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            <Trans>Staf baru</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label={t`Email`} type="email" required {...form.getInputProps('email')} error={err('email')} autoComplete="off" />
            <TextInput label={t`Nama`} required {...form.getInputProps('name')} error={err('name')} />
            <Select
              label={t`Peran`}
              required
              allowDeselect={false}
              data={STAFF_ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
              {...form.getInputProps('role')}
              error={err('role')}
            />
            <PasswordInput
              visibilityToggleButtonProps={{ 'aria-label': t`Tampilkan atau sembunyikan kata sandi` }}
              label={t`Kata sandi awal`}
              required
              {...form.getInputProps('password')}
              error={err('password')}
              autoComplete="new-password"
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              <Trans>Buat akun</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
