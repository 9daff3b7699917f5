import { useLingui } from '@lingui/react/macro';
import { Group, Modal, UnstyledButton } from '@mantine/core';
import { useMediaMatch } from '@/lib/use-media-match';
import { useState, type MouseEvent } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import { PRODUCT_IMAGE_SIZES } from '@/contract/catalogue-terms';
import type { Image } from '@/contract/common';

/**
 * The large view: Mantine's Modal (focus trap, Escape, scroll lock — already in the app), full screen on a
 * phone. A click or tap zooms to 2.5× around that point and back; the zoomed image pans with the pointer.
 */
function ZoomView({ image, name, onClose }: { image: Image | undefined; name: string; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaMatch('(max-width: 47.99em)');
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const at = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
  };
  return (
    <Modal
      opened={image !== undefined}
      onClose={() => {
        setZoom(null);
        onClose();
      }}
      title={name}
      size="auto"
      fullScreen={phone}
      centered
    >
      {image ? (
        <UnstyledButton
          onClick={(event) => setZoom(zoom ? null : at(event))}
          onMouseMove={(event) => zoom && setZoom(at(event))}
          aria-label={zoom ? t`Perkecil gambar` : t`Perbesar gambar`}
          aria-pressed={zoom !== null}
          data-testid="product-zoom"
          style={{ display: 'block', overflow: 'hidden', cursor: zoom ? 'zoom-out' : 'zoom-in', maxWidth: 'min(90vw, 900px)' }}
        >
          <ResponsiveImage
            image={image}
            alt={image.alt ?? name}
            sizes="(min-width: 62em) 900px, 100vw"
            priority
            fit="contain"
            style={{ transform: zoom ? 'scale(2.5)' : 'none', transformOrigin: zoom ? `${zoom.x}% ${zoom.y}%` : 'center' }}
          />
        </UnstyledButton>
      ) : null}
    </Modal>
  );
}

/** The product's images: one large (the page's LCP image, loaded with priority) and thumbnails to switch. */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div data-testid="product-gallery">
      <UnstyledButton
        onClick={() => setZoomed(true)}
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
      <ZoomView image={zoomed ? current : undefined} name={name} onClose={() => setZoomed(false)} />
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
