import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { paths } from '@/config/paths';
import { usePromoSlider, type PromoSliderTag } from '../api/get-promo-slider';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import { SlideCarousel } from './slide-carousel';

function PromoSlider({ tag, label }: { tag: PromoSliderTag; label: string }) {
  const slides = usePromoSlider(tag);
  return (
    <QueryView query={slides} skeleton={<Skeleton style={{ aspectRatio: '1024 / 384' }} />} isEmpty={(list) => list.length === 0}>
      {(list) => <SlideCarousel slides={list} label={label} artDirected={false} sizes="(min-width: 48em) 50vw, 100vw" />}
    </QueryView>
  );
}

/** Promotion: the left and right promo sliders side by side (stacked on phones). */
export function HomePromotions() {
  const { t } = useLingui();
  return (
    <PageSection
      id="home-promotions"
      title={<Trans>Promosi</Trans>}
      more={{ to: paths.promosi.getHref(), label: <Trans>Semua promosi</Trans> }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PromoSlider tag="promo_slider_left" label={t`Promosi utama`} />
        <PromoSlider tag="promo_slider_right" label={t`Promosi lainnya`} />
      </SimpleGrid>
    </PageSection>
  );
}
