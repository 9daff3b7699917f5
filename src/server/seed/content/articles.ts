import { imageRef, withAltEn } from '../media/image-ref';
import { ARTICLE_SEEDS, AUTHORS, type ArticleSeed } from './articles-seed';
import { hashString, slugify } from './prng';
import { productBySlug } from './products';
import type { ArticleRow } from './types';

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const formatDate = (iso: string, en: boolean): string =>
  new Date(iso).toLocaleString(en ? 'en-GB' : 'id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' });

/** Body with <h2> per section and <h3> per related product / event detail, for the table of contents. */
function body(seed: ArticleSeed, en: boolean): string {
  const text = en && seed.en ? seed.en : seed;
  const parts = [`<p>${esc(text.excerpt)}</p>`, ...text.sections.map(([h, p]) => `<h2>${esc(h)}</h2><p>${esc(p)}</p>`)];
  if (seed.event) {
    parts.push(
      `<h2>${en ? 'Event details' : 'Detail acara'}</h2>`,
      `<h3>${en ? 'When' : 'Waktu'}</h3><p>${esc(formatDate(seed.event.date, en))}</p>`,
      `<h3>${en ? 'Where' : 'Lokasi'}</h3><p>${esc(seed.event.location)}</p>`,
    );
  }
  const related = seed.products.map((slug) => productBySlug.get(slug)).filter((p) => p !== undefined);
  if (related.length > 0) {
    parts.push(`<h2>${en ? 'Products in this article' : 'Produk yang dibahas'}</h2>`);
    for (const p of related) parts.push(`<h3>${esc(p.name)}</h3><p>${esc(en ? (p.description_en ?? p.description) : p.description)}</p>`);
  } else {
    parts.push(
      `<h2>${en ? 'More information' : 'Informasi lebih lanjut'}</h2>`,
      `<h3>${en ? 'Contact us' : 'Hubungi kami'}</h3><p>${en ? 'Questions? Reach the Denka team through the contact page or WhatsApp.' : 'Ada pertanyaan? Hubungi tim Denka melalui halaman kontak atau WhatsApp.'}</p>`,
    );
  }
  return parts.join('');
}

function toRow(seed: ArticleSeed): ArticleRow {
  const slug = slugify(seed.title);
  const published = `${seed.date}T${String(8 + (hashString(slug) % 9)).padStart(2, '0')}:00:00+07:00`;
  // Some articles were revised a few days later.
  const revisedDays = hashString(`${slug}:u`) % 4 === 0 ? (hashString(slug) % 20) + 1 : 0;
  const updated = new Date(Date.parse(published) + revisedDays * 86_400_000).toISOString();
  return {
    slug,
    kind: seed.event ? 'event' : 'article',
    category: seed.category,
    title: seed.title,
    title_en: seed.en?.title ?? null,
    excerpt: seed.excerpt,
    excerpt_en: seed.en?.excerpt ?? null,
    body: body(seed, false),
    body_en: seed.en ? body(seed, true) : null,
    author: AUTHORS[seed.author] ?? 'Tim Redaksi Denka',
    thumbnail: withAltEn(imageRef('articles', slug, seed.title), seed.en?.title),
    related_product_slugs: seed.products,
    published_at: published,
    updated_at: updated,
    event_date: seed.event?.date ?? null,
    event_location: seed.event?.location ?? null,
    meta_title: `${seed.title} | Denka`,
    meta_title_en: seed.en ? `${seed.en.title} | Denka` : null,
    meta_description: seed.excerpt,
    meta_description_en: seed.en?.excerpt ?? null,
  };
}

export const articles: ArticleRow[] = ARTICLE_SEEDS.map(toRow).sort((a, b) => b.published_at.localeCompare(a.published_at));
export const articleBySlug = new Map(articles.map((a) => [a.slug, a]));
