import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { CSSProperties, MouseEvent } from 'react';
import { Link } from 'react-router';
import type { SearchArticle, SearchDealer, SearchProduct } from '@/contract/search';
import { paths } from '@/config/paths';
import { DEALER_ADDRESS_MAX, PRODUCT_DESCRIPTION_MAX, truncate } from '../lib/text';
import { HighlightedText } from './highlighted-text';
import classes from './search.module.css';
import { articleCategoryMessage } from './search-messages';

const MAX_STAGGER = 10;
const stagger = (index: number) => ({ '--stagger': Math.min(index, MAX_STAGGER) }) as CSSProperties;

/** A plain click (no modifier key, main button) that the app may take over. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type ProductProps = { product: SearchProduct; term: string; index: number; onOpen: (event: MouseEvent, href: string) => void };

export function ProductResult({ product, term, index, onOpen }: ProductProps) {
  const href = paths.productInfo.getHref({ slug: product.slug });
  const { image_base: image } = product;
  return (
    <li>
      <a href={href} className={classes.item} style={stagger(index)} onClick={(event) => onOpen(event, href)}>
        <img src={image.url} srcSet={image.srcset} sizes="56px" alt="" width={56} height={56} className={classes.thumb} loading="lazy" />
        <div>
          <Text fw={600} size="sm">
            <HighlightedText text={product.name} term={term} />
          </Text>
          <Text size="xs" c="dimmed">
            <HighlightedText text={truncate(product.description, PRODUCT_DESCRIPTION_MAX)} term={term} />
          </Text>
        </div>
      </a>
    </li>
  );
}

export function DealerResult({ dealer, term, index }: { dealer: SearchDealer; term: string; index: number }) {
  return (
    <li className={classes.item} style={stagger(index)}>
      <div>
        <Text fw={600} size="sm">
          <HighlightedText text={dealer.name} term={term} />
        </Text>
        {dealer.address && (
          <Text size="xs" c="dimmed" title={dealer.address}>
            <HighlightedText text={truncate(dealer.address, DEALER_ADDRESS_MAX)} term={term} />
          </Text>
        )}
        {dealer.phone_primary && (
          <Text size="xs" component="a" href={`tel:${dealer.phone_primary.replace(/[^\d+]/g, '')}`} c="denka.8">
            {dealer.phone_primary}
          </Text>
        )}
      </div>
    </li>
  );
}

type ArticleProps = { article: SearchArticle; term: string; index: number; onOpen?: () => void };

/** Article results go to the article's own page (decision 010). */
export function ArticleResult({ article, term, index, onOpen }: ArticleProps) {
  const { i18n } = useLingui();
  const category = articleCategoryMessage(article.article_category);
  const { thumbnail } = article;
  return (
    <li>
      <Link to={paths.beritaDetail.getHref({ slug: article.slug })} className={classes.item} style={stagger(index)} onClick={onOpen}>
        <img
          src={thumbnail.url}
          srcSet={thumbnail.srcset}
          sizes="80px"
          alt=""
          width={80}
          height={45}
          className={classes.thumb}
          loading="lazy"
        />
        <div>
          <Text fw={600} size="sm">
            <HighlightedText text={article.title} term={term} />
          </Text>
          <Text size="xs" c="dimmed">
            {category ? i18n._(category) : article.article_category}
          </Text>
        </div>
      </Link>
    </li>
  );
}
