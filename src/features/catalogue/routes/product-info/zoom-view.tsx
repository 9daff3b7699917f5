import { useLingui } from '@lingui/react/macro';
import { Modal, UnstyledButton } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { ResponsiveImage } from '@/components/responsive-image';
import type { Image } from '@/contract/common';
import { useMediaMatch } from '@/lib/use-media-match';

/**
 * The large view: Mantine's Modal (focus trap, Escape, scroll lock — already in the app), full screen on a
 * phone. A click or tap zooms to 2.5× around that point and back; the zoomed image pans with the pointer.
 * A chunk of its own (with the Modal, its scroll area and focus trap), loaded when the visitor reaches for the
 * image (`ProductGallery`), not with the product page (docs/decisions/113-first-screen.md).
 */
export default function ZoomView({ image, name, onClose }: { image: Image | undefined; name: string; onClose: () => void }) {
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
