import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { attributeDefs, type AttributeDef } from '@/contract/collections/attributes';
import type { AttributeValue } from '@/contract/collections/attributes-terms';
import { useEntity } from '../api/entities';
import { ErrorText, PageLoader } from '../components/page-states';
import { useStudioErrorText } from '../lib/error-text';
import type { EditorForm } from './types';

// A product's typed specification values (src/contract/collections/attributes.ts): one input per attribute of
// the category the product's reference field names, as that category is published — a number input with
// its unit, a select (or multi-select) of the options, a switch for yes/no, a text input. The server checks
// the values against the same attributes on every save.

type Props = {
  path: string;
  form: EditorForm;
  label: string;
  /** The form's value of the field, and of the reference field (`of`) that names the category. */
  value: unknown;
  owner: unknown;
};
type Values = Record<string, AttributeValue | '' | null>;

const optionData = (def: AttributeDef) =>
  (def.options ?? []).map((option, i) => {
    const en = def.options_en?.[i];
    return { value: option, label: en && en !== option ? `${option} (${en})` : option };
  });

export function AttributesInput({ path, form, label, value, owner: ref }: Props) {
  const categoryId = typeof ref === 'number' ? ref : typeof ref === 'string' && /^\d+$/.test(ref) ? Number(ref) : undefined;
  const category = useEntity('categories', categoryId);
  const values = (value ?? {}) as Values;
  const set = (key: string, value: AttributeValue | '' | null) => form.setFieldValue(path, { ...values, [key]: value });
  let body;
  if (categoryId === undefined)
    body = (
      <Text size="sm" c="dimmed">
        <Trans>Pilih kategori dulu: atributnya muncul di sini.</Trans>
      </Text>
    );
  else if (category.isPending) body = <PageLoader />;
  else if (category.isError) body = <ErrorText error={category.error} />;
  else {
    const defs = attributeDefs(category.data.published?.attributes);
    const known = new Set(defs.map((d) => d.key));
    const stale = Object.keys(values).filter((key) => !known.has(key) && values[key] !== '' && values[key] !== null);
    body = (
      <Stack gap="sm">
        {defs.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Kategori ini belum punya atribut spesifikasi. Administrator menambahkannya di kategori.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {defs.map((def) => (
            <AttributeInput
              key={def.key}
              def={def}
              value={values[def.key]}
              error={form.errors[`${path}.${def.key}`]}
              onChange={(v) => set(def.key, v)}
            />
          ))}
        </SimpleGrid>
        {stale.length > 0 && (
          <StaleValues
            keys={stale}
            onDrop={() => form.setFieldValue(path, Object.fromEntries(Object.entries(values).filter(([k]) => known.has(k))))}
          />
        )}
      </Stack>
    );
  }
  return (
    <Fieldset legend={label} variant="filled" data-attributes={path}>
      {body}
    </Fieldset>
  );
}

function StaleValues({ keys, onDrop }: { keys: string[]; onDrop: () => void }) {
  const { t } = useLingui();
  const list = keys.join(', ');
  return (
    <Alert color="orange" title={t`Nilai untuk atribut yang tidak ada lagi di kategori`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{list}</Text>
        <Button size="xs" variant="light" color="orange.9" onClick={onDrop}>
          <Trans>Hapus nilai lama</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

function AttributeInput({
  def,
  value,
  error,
  onChange,
}: {
  def: AttributeDef;
  value: AttributeValue | '' | null | undefined;
  error: unknown;
  onChange: (value: AttributeValue | '' | null) => void;
}) {
  const { t } = useLingui();
  const errorText = useStudioErrorText();
  const shown = error ? errorText(error as string) : undefined;
  const label = def.label_en && def.label_en !== def.label ? `${def.label} (${def.label_en})` : def.label;
  switch (def.type) {
    case 'number':
      return (
        <NumberInput
          label={label}
          error={shown}
          value={typeof value === 'number' ? value : typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(next === '' ? '' : typeof next === 'number' ? next : Number(next))}
          decimalScale={3}
          rightSection={def.unit ? <Text size="sm">{def.unit}</Text> : undefined}
          rightSectionWidth={def.unit ? Math.max(36, def.unit.length * 9 + 16) : undefined}
        />
      );
    case 'choice':
      return def.multiple ? (
        <MultiSelect
          label={label}
          error={shown}
          data={optionData(def)}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => onChange(next)}
          clearable
          searchable
        />
      ) : (
        <Select
          label={label}
          error={shown}
          data={optionData(def)}
          value={typeof value === 'string' && value !== '' ? value : null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          searchable
        />
      );
    case 'boolean':
      return (
        <Stack gap={4}>
          <Switch
            label={label}
            error={shown}
            checked={value === true}
            onChange={(event) => onChange(event.currentTarget.checked)}
            description={typeof value === 'boolean' ? undefined : t`Belum diisi`}
            mt="xs"
          />
          {typeof value === 'boolean' && (
            <Button size="compact-xs" variant="subtle" w="fit-content" onClick={() => onChange(null)} aria-label={t`Kosongkan ${label}`}>
              <Trans>Kosongkan</Trans>
            </Button>
          )}
        </Stack>
      );
    case 'text':
      return (
        <TextInput
          label={label}
          error={shown}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={500}
        />
      );
  }
}
