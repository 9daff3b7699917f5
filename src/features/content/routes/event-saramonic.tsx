import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ArticleListPage } from '../components/article-list-page';

const SARAMONIC = 'saramonic';

/** /event-saramonic: the Saramonic landing, every post and activity that names Saramonic. */
export default function EventSaramonicPage() {
  return (
    <ArticleListPage
      fixedSearch={SARAMONIC}
      heading={<Trans>Event Saramonic</Trans>}
      intro={<Trans>Roadshow, peluncuran dan kabar terbaru mikrofon Saramonic bersama Denka.</Trans>}
    >
      <Text>
        <Trans>
          Coba langsung mikrofon wireless Saramonic di roadshow kami, ikuti peluncuran produk barunya, dan baca ulasan tim Denka di bawah
          ini.
        </Trans>
      </Text>
    </ArticleListPage>
  );
}
