import { Trans } from '@lingui/react/macro';
import { WebPageView } from '../components/web-page-view';

/** /privacy-policy: the web page `privacy-policy`. */
export default function PrivacyPolicyPage() {
  return <WebPageView slug="privacy-policy" fallbackTitle={<Trans>Kebijakan Privasi</Trans>} />;
}
