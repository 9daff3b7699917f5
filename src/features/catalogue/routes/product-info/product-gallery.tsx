import { useLingui } from '@lingui/react/macro';
import { Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { useOnceTrue } from '@/lib/use-once-true';
import { PRODUCT_IMAGE_SIZES } from '@/contract/catalogue-terms';
import type { Image } from '@/contract/common';

const loadZoomView = () => import('./zoom-view');
const ZoomView = lazy(loadZoomView);

/** The product's images: one large (the page's LCP image, loaded with priority) and thumbnails to switch. */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // The large view's code starts loading as the visitor reaches for the image (a press, a hover, focus),
  // so it has usually arrived by the click; mounted the first time it opens, and kept for its closing.
  const zoomMounted = useOnceTrue(zoomed);
  const prefetch = () => void loadZoomView().catch(() => undefined);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div data-testid="product-gallery">
      <UnstyledButton
        onClick={() => setZoomed(true)}
        onPointerDown={prefetch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={t`Perbesar gambar ${name}`}
        style={{
          display: 'block',
          width: '100%',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          cursor: 'zoom-in',
        }}
      >
        <ResponsiveImage image={current} alt={current.alt ?? name} sizes={PRODUCT_IMAGE_SIZES} priority fit="contain" />
      </UnstyledButton>
      {zoomMounted ? (
        <Suspense fallback={null}>
          <ZoomView image={zoomed ? current : undefined} name={name} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
      {images.length > 1 ? (
        <Group gap="xs" mt="sm" role="group" aria-label={t`Gambar produk`}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.url}
              onClick={() => setSelected(index)}
              aria-pressed={index === selected}
              aria-label={t`Gambar ${index + 1} dari ${images.length}`}
              style={{
                width: 64,
                border: `2px solid ${index === selected ? 'var(--mantine-color-denka-8)' : 'var(--mantine-color-gray-3)'}`,
                borderRadius: 'var(--mantine-radius-sm)',
                overflow: 'hidden',
              }}
            >
              <ResponsiveImage image={image} alt="" sizes="64px" fit="contain" />
            </UnstyledButton>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
