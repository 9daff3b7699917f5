import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Fieldset, Grid, Group, Stack, Text } from '@mantine/core';
import type { Field } from '@/contract/collections/fields';
import { useStaffSession } from '../api/session';
import { useStudioErrorText } from '../lib/error-text';
import { FieldInput, valueAt } from './field-input';
import { emptyRow } from './form-values';
import type { EditorForm } from './types';

type FieldRowProps = { field: Field; prefix?: string; form: EditorForm; missingEn: ReadonlySet<string>; publishRequired?: boolean };

/**
 * One registry field: a single input, or the Indonesian and English inputs side by side (stacked on a phone)
 * with "English missing" flagged while the Indonesian is filled, or a repeatable group of rows.
 */
export function FieldRow(props: FieldRowProps) {
  const role = useStaffSession().data?.role;
  const { field } = props;
  // A field only some roles may change (a category's attributes: administrators) is shown, not editable.
  if (field.editRoles && role && role !== 'admin' && !field.editRoles.includes(role))
    return (
      <Fieldset disabled variant="unstyled" data-locked={field.name}>
        <Text size="sm" c="dimmed" mb="xs">
          <Trans>Peran Anda dapat melihat isian ini, tetapi tidak mengubahnya.</Trans>
        </Text>
        <EditableFieldRow {...props} />
      </Fieldset>
    );
  return <EditableFieldRow {...props} />;
}

function EditableFieldRow({ field, prefix = '', form, missingEn }: FieldRowProps) {
  const { t, i18n } = useLingui();
  const path = prefix + field.name;
  const label = i18n._(field.label);
  if (field.kind === 'list') return <ListRows field={field} path={path} form={form} missingEn={missingEn} />;
  if (!field.en) return <FieldInput field={field} path={path} form={form} label={label} required={field.required} />;
  const enPath = prefix + field.en;
  const missing = missingEn.has(enPath);
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <FieldInput field={field} path={path} form={form} label={`${label} (ID)`} required={field.required} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <FieldInput
          field={field}
          path={enPath}
          form={form}
          label={`${label} (EN)`}
          description={
            missing ? (
              <Badge component="span" size="sm" variant="light" color="orange.9" data-missing-en={enPath}>
                {t`Teks Inggris belum diisi`}
              </Badge>
            ) : undefined
          }
        />
      </Grid.Col>
    </Grid>
  );
}

/** A repeatable group ("list"): rows of sub-fields, added, moved and removed. */
function ListRows({
  field,
  path,
  form,
  missingEn,
}: {
  field: Extract<Field, { kind: 'list' }>;
  path: string;
  form: EditorForm;
  missingEn: ReadonlySet<string>;
}) {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  const rows = (valueAt(form.values, path) as unknown[] | undefined) ?? [];
  const label = i18n._(field.label);
  const full = field.max !== undefined && rows.length >= field.max;
  return (
    <Fieldset legend={label} variant="filled" data-field-path={path}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Belum ada baris.</Trans>
          </Text>
        )}
        {rows.map((_row, index) => (
          <Fieldset key={index} legend={t`${label} #${index + 1}`} aria-label={t`${label} #${index + 1}`}>
            <Stack gap="xs">
              {field.fields.map((sub) => (
                <FieldRow key={sub.name} field={sub} prefix={`${path}.${index}.`} form={form} missingEn={missingEn} />
              ))}
              <Group gap="xs" justify="flex-end">
                <ActionIcon
                  variant="default"
                  aria-label={t`Naikkan baris ${index + 1}`}
                  disabled={index === 0}
                  onClick={() => form.reorderListItem(path, { from: index, to: index - 1 })}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t`Turunkan baris ${index + 1}`}
                  disabled={index === rows.length - 1}
                  onClick={() => form.reorderListItem(path, { from: index, to: index + 1 })}
                >
                  ↓
                </ActionIcon>
                <Button size="xs" variant="subtle" color="red.9" onClick={() => form.removeListItem(path, index)}>
                  <Trans>Hapus baris</Trans>
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
        {form.errors[path] && (
          <Text size="sm" c="red.9" role="alert">
            {errorText(form.errors[path])}
          </Text>
        )}
        <Group>
          <Button size="xs" variant="light" disabled={full} onClick={() => form.insertListItem(path, emptyRow(field.fields))}>
            <Trans>Tambah baris</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
