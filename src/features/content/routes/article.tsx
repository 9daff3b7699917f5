import { Trans } from '@lingui/react/macro';
import { ArticleListPage } from '../components/article-list-page';

/** /article: the articles (kind article) by category, year, month and search. */
export default function ArticlesPage() {
  return (
    <ArticleListPage
      kind="article"
      heading={<Trans>Artikel</Trans>}
      intro={<Trans>Tips, ulasan dan cerita fotografi, videografi, olahraga dan gadget dari tim Denka.</Trans>}
    />
  );
}
