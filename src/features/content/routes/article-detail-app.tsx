import { ArticleDetailPage } from '../components/article-detail-page';

/** /berita-detail-app/{slug}: the same article inside the Denka Mobile app; links stay in-app. */
export default function ArticleDetailAppRoute() {
  return <ArticleDetailPage target="app" />;
}
