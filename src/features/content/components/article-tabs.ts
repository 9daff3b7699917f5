import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ArticleCategory } from '@/contract/content';

/** The list tabs of docs/product.md §2: all, news, photography, videography, sport, gadget. */
export const ARTICLE_TABS: { value: ArticleCategory | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Semua` },
  { value: 'news', label: msg`Berita` },
  { value: 'photography', label: msg`Fotografi` },
  { value: 'videography', label: msg`Videografi` },
  { value: 'sport', label: msg`Olahraga` },
  { value: 'gadget', label: msg`Gadget` },
];

export const categoryLabel = (category: ArticleCategory): MessageDescriptor =>
  ARTICLE_TABS.find((tab) => tab.value === category)?.label ?? msg`Artikel`;
