import { Trans } from '@lingui/react/macro';

export function SkipLink() {
  return (
    <a href="#main-content" className="skip-link">
      <Trans>Langsung ke konten utama</Trans>
    </a>
  );
}
