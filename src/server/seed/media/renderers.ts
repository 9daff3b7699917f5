import { productFamily, silhouette } from './silhouettes';
import { escapeXml, FONT, svgDoc, tint } from './svg';

/** Everything a product picture needs; passed in so the renderer stays pure. */
export type ProductArt = { name: string; brand: string; color: string; category: string; categoryLabel: string; lines: string[] };

/**
 * Product picture, 1:1, with no text in it: the page prints the name, brand, specs and box contents beside
 * the image (docs/decisions/080-content-html-identity-and-art.md). The product is drawn as its family (an LED panel,
 * a COB light, a tripod, a battery…). view 1 = the product, 2 = a close-up, 3 = the product with its box.
 */
export function productSvg(p: ProductArt, view: 1 | 2 | 3, size: number): string {
  const family = productFamily(p.category, p.name);
  const defs = `<defs><radialGradient id="g" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(p.color, 0.86)}"/></radialGradient></defs>`;
  const bg = `<rect width="640" height="640" fill="url(#g)"/><ellipse cx="320" cy="560" rx="190" ry="18" fill="#000" opacity="0.08"/>`;
  let main: string;
  if (view === 1) {
    main = `<g transform="translate(120 100) scale(2)">${silhouette(family, p.color)}</g>`;
  } else if (view === 2) {
    main = `<g transform="translate(-80 -60) scale(3.2)">${silhouette(family, p.color)}</g><rect x="0" y="0" width="640" height="640" fill="none" stroke="${tint(p.color, 0.6)}" stroke-width="16"/>`;
  } else {
    main = `<rect x="340" y="250" width="230" height="260" rx="10" fill="${tint(p.color, 0.55)}" stroke="#2b2f36" stroke-width="4"/><path d="M340 300 L570 300" stroke="#2b2f36" stroke-width="3" opacity="0.4"/><g transform="translate(60 170) scale(1.45)">${silhouette(family, p.color)}</g><path d="M120 560 C200 520, 260 600, 330 550" stroke="#3d434c" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  }
  return svgDoc(size, size, 640, 640, defs + bg + main);
}

/** Brand wordmark on white, 400×160. `mono` renders it grey (header logos before hover). */
export function brandSvg(name: string, color: string, mono = false, width = 400, height = 160): string {
  const fill = mono ? '#6b7280' : color;
  // Bold glyphs are about 0.62 em wide: a long name ("K&F Concept") shrinks to stay inside the 352 px rule.
  const size = Math.min(64, Math.floor(640 / Math.max(name.length, 4)), Math.floor(352 / (name.length * 0.62)));
  return svgDoc(
    width,
    height,
    400,
    160,
    `<rect width="400" height="160" fill="#ffffff"/><rect x="24" y="124" width="352" height="6" rx="3" fill="${mono ? '#d1d5db' : tint(color, 0.6)}"/><text x="200" y="${80 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="bold" font-family="${FONT}" fill="${fill}" letter-spacing="1">${escapeXml(name)}</text>`,
  );
}

/**
 * Wide banner (articles, sliders, promotions, videos, sections, giveaways, categories): a colour field with
 * the product family it is about, and no text — every page prints the title, subtitle and label over or
 * beside it (docs/decisions/080-content-html-identity-and-art.md). Videos get a play button.
 */
export function bannerSvg(opts: { color: string; width: number; height: number; art?: string; play?: boolean }): string {
  const { width: w, height: h, color } = opts;
  const vbW = 1024;
  const vbH = Math.round((1024 * h) / w);
  const scale = Math.min(vbH / 260, vbW / 420);
  const parts = [
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${tint(color, 0.35)}"/></linearGradient></defs>`,
    `<rect width="${vbW}" height="${vbH}" fill="url(#b)"/>`,
    `<circle cx="${vbW * 0.72}" cy="${vbH * 0.5}" r="${Math.min(vbW, vbH) * 0.42}" fill="#ffffff" opacity="0.14"/>`,
    `<circle cx="${vbW * 0.12}" cy="${vbH * 0.9}" r="${Math.min(vbW, vbH) * 0.3}" fill="#ffffff" opacity="0.06"/>`,
    opts.art
      ? `<g transform="translate(${vbW * 0.72 - 100 * scale} ${vbH * 0.5 - 100 * scale}) scale(${scale})">${silhouette(opts.art, '#ffffff')}</g>`
      : '',
    opts.play
      ? `<circle cx="${vbW / 2}" cy="${vbH / 2}" r="70" fill="#000" opacity="0.45"/><path d="M${vbW / 2 - 22} ${vbH / 2 - 36} L${vbW / 2 + 40} ${vbH / 2} L${vbW / 2 - 22} ${vbH / 2 + 36} Z" fill="#fff"/>`
      : '',
  ];
  return svgDoc(w, h, vbW, vbH, parts.join(''));
}

/** Round avatar with initials, 160×160. */
export function avatarSvg(name: string, color: string, size = 160): string {
  const initials = name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDoc(
    size,
    size,
    160,
    160,
    `<rect width="160" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="78" fill="${color}"/><text x="80" y="98" text-anchor="middle" font-size="54" font-weight="bold" font-family="${FONT}" fill="#ffffff">${escapeXml(initials)}</text>`,
  );
}
