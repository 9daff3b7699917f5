import { Trans } from '@lingui/react/macro';
import { WebPageView } from '../components/web-page-view';
import { LotteryTerms } from '../components/lottery-terms';

/** /syaratketentuan: the site terms (web page `syarat-ketentuan`) and the lottery promo's own terms. */
export default function TermsPage() {
  return (
    <WebPageView slug="syarat-ketentuan" fallbackTitle={<Trans>Syarat dan Ketentuan</Trans>}>
      <LotteryTerms />
    </WebPageView>
  );
}
