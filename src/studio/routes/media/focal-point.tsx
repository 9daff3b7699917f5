import { Trans, useLingui } from '@lingui/react/macro';
import { Box, SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { cropBox, MEDIA_SLOTS, type Media, type MediaSlotKey } from '@/contract/studio/media';

// The focal point of an image (docs/decisions/260-studio-media-and-csv.md): a click on the picture sets it, two
// sliders do the same from the keyboard, and each slot the registry's image fields cut (square product shots,
// wide covers, banners, sliders) is previewed with the server's own crop box (cropBox in the contract).

export type Focal = { x: number; y: number };

const round = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

function useSlotLabel() {
  const { t } = useLingui();
  const labels: Record<MediaSlotKey, string> = {
    square: t`Persegi (produk, kategori)`,
    wide: t`Lebar 16:9 (artikel, video)`,
    banner: t`Spanduk 2:1 (promo)`,
    slider: t`Slider 8:3 (desktop)`,
    portrait: t`Slider 4:5 (ponsel)`,
  };
  return (key: MediaSlotKey) => labels[key];
}

/** The picture with its focal point; a click moves it. */
export function FocalPicker({ media, focal, onChange }: { media: Media; focal: Focal; onChange: (focal: Focal) => void }) {
  const { t } = useLingui();
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) });
  };
  return (
    <Stack gap="xs">
      <Box
        className="studio-focal"
        onClick={pick}
        data-testid="media-focal-picture"
        style={{
          aspectRatio: `${media.width ?? 4} / ${media.height ?? 3}`,
          width: `min(100%, ${Math.round((360 * (media.width ?? 4)) / (media.height ?? 3))}px)`,
        }}
      >
        <img src={media.url} alt={media.alt} />
        <span className="studio-focal-dot" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} aria-hidden />
      </Box>
      <Text size="xs" c="dimmed">
        <Trans>Klik gambar pada bagian yang harus selalu terlihat, atau geser di bawah ini.</Trans>
      </Text>
      <SimpleGrid cols={2}>
        <Stack gap={2}>
          <Text size="xs">
            <Trans>Fokus mendatar</Trans>
          </Text>
          <Slider
            min={0}
            max={1}
            step={0.01}
            value={focal.x}
            onChange={(x) => onChange({ ...focal, x: round(x) })}
            label={(v) => `${Math.round(v * 100)}%`}
            thumbLabel={t`Fokus mendatar`}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="xs">
            <Trans>Fokus tegak</Trans>
          </Text>
          <Slider
            min={0}
            max={1}
            step={0.01}
            value={focal.y}
            onChange={(y) => onChange({ ...focal, y: round(y) })}
            label={(v) => `${Math.round(v * 100)}%`}
            thumbLabel={t`Fokus tegak`}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** Each slot's crop around the focal point, as the server will cut it. */
export function SlotPreviews({ media, focal }: { media: Media; focal: Focal }) {
  const label = useSlotLabel();
  if (!media.width || !media.height) return null;
  return (
    <SimpleGrid cols={3} spacing="xs" data-testid="media-slot-previews">
      {MEDIA_SLOTS.map((slot) => {
        const box = cropBox(media.width!, media.height!, slot.aspect, focal.x, focal.y);
        return (
          <Stack key={slot.key} gap={2}>
            <div className="studio-slot" style={{ aspectRatio: `${box.width} / ${box.height}` }} data-slot={slot.key}>
              <img
                src={media.url}
                alt=""
                style={{
                  width: `${(media.width! / box.width) * 100}%`,
                  left: `${(-box.left / box.width) * 100}%`,
                  top: `${(-box.top / box.height) * 100}%`,
                }}
              />
            </div>
            <Text size="xs">{label(slot.key)}</Text>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
