import { ArticleDetailPage } from '../components/article-detail-page';

/** /kegiatan/{slug}, /berita_detail/{slug} and the /article/{slug} alias. */
export default function ArticleDetailRoute() {
  return <ArticleDetailPage target="site" />;
}
