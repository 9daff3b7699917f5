import { Trans } from '@lingui/react/macro';
import { ArticleListPage } from '../components/article-list-page';

/** /kegiatan: the activities (kind event): workshops, roadshows, launches. */
export default function EventsPage() {
  return (
    <ArticleListPage
      kind="event"
      heading={<Trans>Kegiatan</Trans>}
      intro={<Trans>Workshop, roadshow dan peluncuran produk Denka bersama komunitas kreator.</Trans>}
    />
  );
}
