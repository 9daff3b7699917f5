import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { subtleIconButton } from '@/components/icon-button';
import { paths } from '@/config/paths';

/** The header's way to the account (docs/product.md §6): a plain link — /profile sends visitors on to /login. No query, no extra JS. */
export const AccountLink = memo(function AccountLink() {
  const { t } = useLingui();
  return (
    <UnstyledButton component={Link} to={paths.profile.getHref()} className={subtleIconButton} aria-label={t`Akun saya (masuk)`}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </svg>
    </UnstyledButton>
  );
});
