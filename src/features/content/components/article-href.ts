import type { ArticleSummary } from '@/contract/content';
import { paths } from '@/config/paths';

export type ArticleLinkTarget = 'site' | 'app';

/** Events open under /kegiatan/{slug}, articles under /berita_detail/{slug}; the app view stays in-app. */
export function articleHref(article: Pick<ArticleSummary, 'slug' | 'kind'>, target: ArticleLinkTarget = 'site'): string {
  if (target === 'app') return paths.beritaDetailApp.getHref({ slug: article.slug });
  return article.kind === 'event'
    ? paths.kegiatanDetail.getHref({ slug: article.slug })
    : paths.beritaDetail.getHref({ slug: article.slug });
}
