import { Trans } from '@lingui/react/macro';
import { ThankYou } from '../components/thank-you';

/** /b2b/thank-you-for-register: after a B2B/B2G inquiry; follow-up within 24 hours (docs/product.md §9). */
export default function B2bThankYouPage() {
  return (
    <ThankYou>
      <Trans>Terima kasih telah mendaftar sebagai mitra bisnis Denka. Tim kami akan menghubungi Anda dalam 24 jam.</Trans>
    </ThankYou>
  );
}
