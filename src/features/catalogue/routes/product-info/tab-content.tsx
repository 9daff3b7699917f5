import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Anchor, Button, List, Stack, Text, Typography } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import type { ProductAttribute, ProductDetail } from '@/contract/catalogue';
import { ThirdPartyFrame } from '@/components/third-party-frame';
import { useCmsHtml } from '@/lib/use-cms-html';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Typography.css';
import specClasses from './spec-table.module.css';

type Props = { product: ProductDetail };

/** Description: the CMS HTML (sanitised by the server, and by the browser when it renders it alone), else the short description as text. */
export function DescriptionTab({ product }: Props) {
  const html = useCmsHtml(product.content);
  return (
    <Typography>
      {product.content ? (
        <div dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div>
          <p>{product.description}</p>
        </div>
      )}
    </Typography>
  );
}

/** A typed value as the page shows it: numbers in the reader's locale with their unit, yes/no, options joined. */
export function useAttributeText() {
  const { i18n, t } = useLingui();
  return (attribute: ProductAttribute): string => {
    const { value, unit } = attribute;
    if (typeof value === 'number') {
      // No grouping of four-digit numbers (a year, 2400 mAh); 10.000 K is grouped.
      const text = i18n.number(value, { maximumFractionDigits: 2, useGrouping: 'min2' } as Intl.NumberFormatOptions);
      return unit ? `${text} ${unit}` : text;
    }
    if (typeof value === 'boolean') return value ? t`Ya` : t`Tidak`;
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

/** Typed specifications first (the category's order), then the free-text rows, then the weight. */
export function SpecsTab({ product }: Props) {
  const { i18n } = useLingui();
  const text = useAttributeText();
  const weight = product.weight_grams;
  if (product.attributes.length === 0 && product.specs.length === 0 && weight === null)
    return <EmptyState title={<Trans>Spesifikasi belum tersedia.</Trans>} />;
  return (
    <table className={specClasses.table} data-testid="spec-table">
      <tbody>
        {product.attributes.map((attribute) => (
          <tr key={`typed-${attribute.key}`} data-attribute={attribute.key}>
            <th scope="row">{attribute.label}</th>
            <td>{text(attribute)}</td>
          </tr>
        ))}
        {product.specs.map((spec) => (
          <tr key={spec.label}>
            <th scope="row">{spec.label}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
        {weight !== null && (
          <tr>
            <th scope="row">
              <Trans>Berat</Trans>
            </th>
            <td>{i18n.number(weight)} g</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

export function InBoxTab({ product }: Props) {
  if (product.in_box.length === 0) return <EmptyState title={<Trans>Isi kemasan belum tersedia.</Trans>} />;
  return (
    <List spacing="xs">
      {product.in_box.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The YouTube id of a watch/short/embed URL, or undefined. */
export function youtubeId(url: string): string | undefined {
  const match = /(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{6,})/.exec(url);
  return match?.[1];
}

/** Video: a click-to-play embed, so no YouTube script loads until the visitor asks for it. */
export function VideoTab({ product }: Props) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const id = product.video_url ? youtubeId(product.video_url) : undefined;
  if (!product.video_url || !id) return <EmptyState title={<Trans>Video untuk produk ini belum tersedia.</Trans>} />;
  return (
    <Stack gap="sm">
      <div
        style={{
          position: 'relative',
          aspectRatio: '16 / 9',
          background: 'var(--mantine-color-dark-7)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        {playing ? (
          // Offline, or with YouTube out of reach: a message, not Chrome's broken frame (docs/decisions/071).
          <ThirdPartyFrame
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
            title={t`Video ${product.name}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            fallback={
              <Text
                c="white"
                ta="center"
                p="md"
                style={{ position: 'absolute', top: '50%', insetInline: 0, transform: 'translateY(-50%)' }}
                data-testid="video-fallback"
              >
                <Trans>Video tidak dapat diputar tanpa koneksi internet.</Trans>
              </Text>
            }
          />
        ) : (
          <Button
            onClick={() => setPlaying(true)}
            size="lg"
            style={{ position: 'absolute', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
          >
            <Trans>Putar video</Trans>
          </Button>
        )}
      </div>
      <Anchor href={product.video_url} target="_blank" rel="noopener noreferrer" size="sm">
        <Trans>Tonton di YouTube (tab baru)</Trans>
      </Anchor>
    </Stack>
  );
}

export function DownloadTab({ product }: Props) {
  if (!product.manual_url) return <EmptyState title={<Trans>Belum ada dokumen untuk diunduh.</Trans>} />;
  return (
    <Stack gap="xs" align="flex-start">
      <Text>
        <Trans>Buku manual {product.name} (PDF).</Trans>
      </Text>
      <Button component="a" href={product.manual_url} target="_blank" rel="noopener" download>
        <Trans>Unduh PDF</Trans>
      </Button>
    </Stack>
  );
}

export function FaqTab({ product }: Props) {
  if (product.faq.length === 0) return <EmptyState title={<Trans>Belum ada FAQ untuk produk ini.</Trans>} />;
  return (
    <Accordion variant="separated">
      {product.faq.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
