import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

// A list of short texts (what is in the box, a job's requirements): one input per line, added and removed.
export function StringsInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
  max,
}: {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: unknown) => void;
  max?: number;
}) {
  const { t } = useLingui();
  const items = (Array.isArray(value) ? value : []) as string[];
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Stack gap={6} mt={4}>
        {items.map((item, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t`${label} ${index + 1}`}
              value={item}
              onChange={(e) => onChange(items.map((old, i) => (i === index ? e.currentTarget.value : old)))}
            />
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t`Hapus ${label} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            disabled={max !== undefined && items.length >= max}
            onClick={() => onChange([...items, ''])}
          >
            <Trans>Tambah</Trans>
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
