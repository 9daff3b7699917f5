import { Trans } from '@lingui/react/macro';
import { ArticleListPage } from '../components/article-list-page';

/** /berita: every post, articles and activities together, newest first. */
export default function NewsPage() {
  return (
    <ArticleListPage
      heading={<Trans>Berita</Trans>}
      intro={<Trans>Semua kabar terbaru dari Denka dan merek-merek mitranya: artikel dan kegiatan.</Trans>}
    />
  );
}
