import '@mantine/core/styles/List.css';
import { Trans } from '@lingui/react/macro';
import { List, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { WarrantyPolicy } from '@/contract/service';

type Props = { policies: WarrantyPolicy[] };

/** The claim steps and notes of one brand (the visitor picks the brand). */
export function ClaimSteps({ policies }: Props) {
  const [slug, setSlug] = useState(policies[0]?.brand.slug ?? '');
  const policy = policies.find((p) => p.brand.slug === slug) ?? policies[0];
  if (!policy) return null;
  return (
    <Stack gap="sm">
      <NativeSelect
        label={<Trans>Merek</Trans>}
        value={policy.brand.slug}
        onChange={(event) => setSlug(event.currentTarget.value)}
        data={policies.map((p) => ({ value: p.brand.slug, label: p.brand.name }))}
        maw={320}
      />
      <List type="ordered" spacing="xs" data-testid="claim-steps">
        {policy.claim_steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      {policy.notes ? (
        <Text size="sm" c="dimmed">
          {policy.notes}
        </Text>
      ) : null}
    </Stack>
  );
}
