import type { CSSProperties } from 'react';
import type { Image } from '../contract/common';
import { lighterSizes, useDataSaver } from '../lib/data-saver';

type Props = {
  image: Image;
  /** Text alternative; the image's own alt when omitted, '' for a decorative image. */
  alt?: string;
  /** Layout width hint for `srcset`, e.g. "(min-width: 62em) 25vw, 50vw". */
  sizes?: string;
  /** Above the fold / the LCP image: eager with high fetch priority; otherwise lazy. */
  priority?: boolean;
  fit?: CSSProperties['objectFit'];
  className?: string;
  style?: CSSProperties;
};

/** An API image with its srcset and intrinsic size, so it never shifts the layout (decision 010). */
export function ResponsiveImage({ image, alt, sizes = '100vw', priority = false, fit = 'cover', className, style }: Props) {
  const saveData = useDataSaver(); // smaller renditions (src/lib/data-saver.ts)
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={image.srcset ? (saveData ? lighterSizes(sizes) : sizes) : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto', objectFit: fit, ...style }}
    />
  );
}
