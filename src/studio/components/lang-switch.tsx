import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import type { Lang } from '@/contract/common';
import { chooseStudioLang } from '../lib/i18n';

/** ID / EN for the studio itself (field labels, messages, the server's errors); in place, no reload. */
export function LangSwitch() {
  const { i18n, t } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Bahasa studio`}
      value={i18n.locale}
      onChange={(value) => void chooseStudioLang(value as Lang)}
      data={[
        { value: 'id', label: 'ID' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
