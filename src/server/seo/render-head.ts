import { lighterSizes, SAVE_DATA_ATTRIBUTE } from '@/contract/image-sizes';
import { absoluteUrl, serializeJsonLd } from '@/contract/json-ld';
import { BOOT_READS_ELEMENT_ID, SSR_LANG_ATTRIBUTE, SSR_STATE_ELEMENT_ID } from '@/contract/read-key';
import { OG_LOCALE, pageUrl, type PageHead, type PreloadImage } from './page-head';
import type { RouteAssets } from './route-meta';
import { escapeScriptJson, type FirstScreen } from './ssr';
import { escapeHtml } from './text';

// Renders a PageHead into index.html. Every tag carries data-route-meta="<path>" so the client's meta
// handling (src/lib/meta.ts) replaces them instead of adding duplicates, and drops the ones it does
// not maintain (image, JSON-LD) once the visitor navigates away from that path.

const LANGS = ['id', 'en'] as const;

export type RenderContext = {
  base: string;
  renderedPath: string;
  siteName: string;
  /** The page language's catalog chunk: preloaded so it downloads with the shell, not after it. */
  catalogPath?: string | undefined;
  /** The page's own chunks and CSS beyond the shell: preloaded so they download with the shell too. */
  pageAssets?: RouteAssets | undefined;
  /** Rendered for `Save-Data: on` (src/lib/data-saver.ts): smaller image renditions, said on <html>. */
  saveData?: boolean | undefined;
  /** The first screen's API reads as JSON text (server/seo/boot-reads.ts), for a data block in the body. */
  bootReads?: string | undefined;
  /**
   * The first screen rendered on the server (src/server/seo/ssr.ts): its markup goes into `#root` and the
   * query cache it came from into a data block, in place of the boot reads (the cache holds them).
   */
  firstScreen?: FirstScreen | undefined;
};

export function renderHeadTags(head: PageHead, { base, renderedPath, siteName, saveData = false }: RenderContext): string {
  const mark = `data-route-meta="${escapeHtml(renderedPath)}"`;
  const meta = (attr: 'name' | 'property', key: string, content: string | number | undefined) =>
    content === undefined || content === '' ? '' : `<meta ${attr}="${key}" content="${escapeHtml(String(content))}" ${mark}>`;
  const link = (rel: string, href: string, extra = '') => `<link rel="${rel}"${extra} href="${escapeHtml(href)}" ${mark}>`;
  const url = pageUrl(base, head.canonicalPath, head.lang);
  // A stored image URL that does not parse is left out, never a failed page (decision 120).
  const imageUrl = head.image && absoluteUrl(base, head.image.url);
  const image = head.image && imageUrl ? { ...head.image, url: imageUrl } : undefined;
  const other = LANGS.find((lang) => lang !== head.lang) ?? 'en';

  return [
    meta('name', 'description', head.description),
    head.noindex || head.status === 404 ? meta('name', 'robots', 'noindex') : '',
    ...(head.status === 404
      ? [] // a missing page has no URL of its own to point to
      : [
          link('canonical', url),
          ...LANGS.map((lang) => link('alternate', pageUrl(base, head.canonicalPath, lang), ` hreflang="${lang}"`)),
          link('alternate', pageUrl(base, head.canonicalPath, 'id'), ' hreflang="x-default"'),
        ]),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.status === 404 ? '' : meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    meta('property', 'og:image', image?.url),
    meta('property', 'og:image:width', image?.width),
    meta('property', 'og:image:height', image?.height),
    meta('property', 'og:image:alt', image ? (image.alt ?? head.title) : undefined),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image?.url),
    ...(head.preload ?? [])
      .filter((image) => absoluteUrl(base, image.href) !== undefined)
      .map((image) => preloadLink(saveData && image.sizes ? { ...image, sizes: lighterSizes(image.sizes) } : image, mark)),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" ${mark}>${serializeJsonLd(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** A high-priority image preload matching the <img>/<source> the page renders (same srcset and sizes). */
function preloadLink(image: PreloadImage, mark: string): string {
  const attrs = [
    `href="${escapeHtml(image.href)}"`,
    image.srcset ? `imagesrcset="${escapeHtml(image.srcset)}"` : '',
    image.srcset && image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
    image.media ? `media="${escapeHtml(image.media)}"` : '',
  ].filter(Boolean);
  return `<link rel="preload" as="image" fetchpriority="high" ${attrs.join(' ')} ${mark}>`;
}

/** index.html with the page's language, title and head tags (right after <title>: previews read the top). */
export function renderPage(indexHtml: string, head: PageHead, context: RenderContext): string {
  const { firstScreen } = context;
  const catalogTag = context.catalogPath ? `<link rel="modulepreload" crossorigin href="/${escapeHtml(context.catalogPath)}">` : '';
  // Every page loads its scripts from the head as normal module scripts: index.html's shell script and module
  // preloads, then the language catalog and the page's chunks as module preloads, so a visitor's first tap is
  // answered as soon as they have run (docs/decisions/113-first-screen.md).
  // The page's stylesheets are requested first, right after the title (the shell's are preloaded just before
  // it: build/index-html.ts): the page shows only once its CSS is there, so the scripts and module preloads
  // below must not take the connections ahead of it.
  const cssFiles = (context.pageAssets?.css ?? []).map((file) => escapeHtml(file));
  const cssPreloads = cssFiles.map((file) => `\n    <link rel="preload" as="style" crossorigin href="/${file}">`).join('');
  const catalog = catalogTag ? `\n    ${catalogTag}` : '';
  const title = `<title>${escapeHtml(`${head.title} | ${context.siteName}`)}</title>${cssPreloads}${catalog}\n    ${renderHeadTags(head, context)}`;
  // A server-rendered page is drawn from the HTML: its own stylesheets apply before `#root` like the shell's
  // (docs/decisions/113-first-screen.md), so it never paints unstyled.
  const pageCss = cssFiles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // The page's own chunks come after the shell's script in the head, so the shell is fetched first.
  const pageScripts = (context.pageAssets?.js ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  // Hoisted styles: a <style> belongs in the head.
  const pageTags = firstScreen?.head ? [...pageScripts, firstScreen.head] : pageScripts;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : indexHtml.replace('</head>', () => `${title}\n</head>`);
  const withHead = withTitle.replace(
    /(\s*)<\/head>/,
    (_, space: string) => `${pageTags.map((tag) => `${space}  ${tag}`).join('')}${space}</head>`,
  );
  const dataBlock = firstScreen
    ? `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${escapeScriptJson(firstScreen.state)}</script>`
    : context.bootReads
      ? `<script type="application/json" id="${BOOT_READS_ELEMENT_ID}">${context.bootReads}</script>`
      : '';
  const withRoot = firstScreen
    ? withHead.replace(
        /([ \t]*)<div id="root"><\/div>/,
        (_, space: string) =>
          `${pageCss.map((tag) => `${space}${tag}\n`).join('')}${space}<div id="root" ${SSR_LANG_ATTRIBUTE}="${head.lang}">${firstScreen.html}</div>`,
      )
    : withHead;
  // Before the document's own </body> (the last one: nothing the page renders can stand in for it).
  const bodyEnd = withRoot.lastIndexOf('</body>');
  const withReads =
    dataBlock && bodyEnd >= 0 ? `${withRoot.slice(0, bodyEnd).trimEnd()}\n    ${dataBlock}\n  ${withRoot.slice(bodyEnd)}` : withRoot;
  const saveData = context.saveData ? ` ${SAVE_DATA_ATTRIBUTE}` : '';
  return withReads.replace(/<html([^>]*)\blang="[^"]*"/, (_, attrs: string) => `<html${attrs}lang="${head.lang}"${saveData}`);
}
