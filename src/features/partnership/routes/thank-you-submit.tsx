import { Trans } from '@lingui/react/macro';
import { ThankYou } from '../components/thank-you';

/** /thankyousubmit: after a contact message or a job application. */
export default function ThankYouSubmitPage() {
  return (
    <ThankYou>
      <Trans>Data Anda telah kami terima. Tim kami akan menghubungi Anda melalui email atau telepon.</Trans>
    </ThankYou>
  );
}
