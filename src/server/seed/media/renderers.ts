import { silhouette } from './silhouettes';
import { escapeXml, FONT, svgDoc, textLines, tint, wrap } from './svg';

/** Everything a product picture needs; passed in so the renderer stays pure. */
export type ProductArt = { name: string; brand: string; color: string; category: string; categoryLabel: string; lines: string[] };

/** Product card, 1:1. view 1 = hero, 2 = key specs, 3 = in the box. */
export function productSvg(p: ProductArt, view: 1 | 2 | 3, size: number): string {
  const bg = `<rect width="640" height="640" fill="#f5f6f8"/><rect width="640" height="640" fill="url(#g)"/>`;
  const defs = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(p.color, 0.82)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient></defs>`;
  const badge = `<rect x="32" y="32" rx="8" width="${Math.min(40 + p.brand.length * 17, 400)}" height="48" fill="${p.color}"/><text x="52" y="65" font-size="26" font-weight="bold" font-family="${FONT}" fill="#fff">${escapeXml(p.brand)}</text>`;
  const name = textLines(wrap(p.name, 26, 2), 32, view === 1 ? 560 : 150, 34, 'font-weight="bold" fill="#1d2129"');
  let main: string;
  if (view === 1) {
    main = `<g transform="translate(160 150) scale(1.6)">${silhouette(p.category, p.color)}</g><text x="32" y="620" font-size="20" font-family="${FONT}" fill="#5b6270">${escapeXml(p.categoryLabel)}</text>`;
  } else {
    const title = view === 2 ? 'Spesifikasi utama' : 'Isi kemasan';
    const items = p.lines.slice(0, 8).map((l) => `• ${l}`);
    main = `<text x="32" y="${name.includes('</text><text') ? 250 : 215}" font-size="24" font-weight="bold" font-family="${FONT}" fill="${p.color}">${title}</text>${textLines(
      items.map((l) => (l.length > 44 ? `${l.slice(0, 43)}…` : l)),
      32,
      name.includes('</text><text') ? 295 : 260,
      22,
      'fill="#2b2f36"',
    )}<g transform="translate(450 450) scale(0.8)" opacity="0.35">${silhouette(p.category, p.color)}</g>`;
  }
  return svgDoc(size, size, 640, 640, defs + bg + badge + main + name);
}

/** Brand wordmark on white, 400×160. `mono` renders it grey (header logos before hover). */
export function brandSvg(name: string, color: string, mono = false, width = 400, height = 160): string {
  const fill = mono ? '#6b7280' : color;
  const size = Math.min(64, Math.floor(640 / Math.max(name.length, 4)));
  return svgDoc(width, height, 400, 160, `<rect width="400" height="160" fill="#ffffff"/><rect x="24" y="124" width="352" height="6" rx="3" fill="${mono ? '#d1d5db' : tint(color, 0.6)}"/><text x="200" y="${80 + size / 3}" text-anchor="middle" font-size="${size}" font-weight="bold" font-family="${FONT}" fill="${fill}" letter-spacing="1">${escapeXml(name)}</text>`);
}

/** Wide banner (articles, sliders, promotions, videos, sections, giveaways): colour field, title, subtitle. */
export function bannerSvg(opts: { title: string; subtitle?: string; label?: string; color: string; width: number; height: number; play?: boolean }): string {
  const { width: w, height: h, color } = opts;
  const vbW = 1024;
  const vbH = Math.round((1024 * h) / w);
  const portrait = vbH > vbW;
  const titleSize = portrait ? 84 : vbH < 450 ? 52 : 60;
  const chars = Math.floor((vbW - 128) / (titleSize * 0.6));
  const title = wrap(opts.title, chars, 3);
  const top = portrait ? vbH * 0.45 : vbH * 0.38;
  const parts = [
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${tint(color, 0.35)}"/></linearGradient></defs>`,
    `<rect width="${vbW}" height="${vbH}" fill="url(#b)"/>`,
    `<circle cx="${vbW * 0.88}" cy="${vbH * 0.2}" r="${vbH * 0.45}" fill="#ffffff" opacity="0.08"/>`,
    opts.label ? `<text x="64" y="${top - titleSize * 1.1}" font-size="28" font-family="${FONT}" fill="#ffffff" opacity="0.85" letter-spacing="2">${escapeXml(opts.label.toUpperCase())}</text>` : '',
    textLines(title, 64, top, titleSize, 'font-weight="bold" fill="#ffffff"'),
    opts.subtitle ? textLines(wrap(opts.subtitle, Math.floor((vbW - 128) / 17), 2), 64, top + title.length * titleSize * 1.25 + 20, 30, 'fill="#ffffff" opacity="0.92"') : '',
    opts.play ? `<circle cx="${vbW / 2}" cy="${vbH / 2}" r="70" fill="#000" opacity="0.45"/><path d="M${vbW / 2 - 22} ${vbH / 2 - 36} L${vbW / 2 + 40} ${vbH / 2} L${vbW / 2 - 22} ${vbH / 2 + 36} Z" fill="#fff"/>` : '',
    `<text x="${vbW - 64}" y="${vbH - 48}" text-anchor="end" font-size="30" font-weight="bold" font-family="${FONT}" fill="#ffffff" opacity="0.9">DENKA</text>`,
  ];
  return svgDoc(w, h, vbW, vbH, parts.join(''));
}

/** Round avatar with initials, 160×160. */
export function avatarSvg(name: string, color: string, size = 160): string {
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  return svgDoc(size, size, 160, 160, `<rect width="160" height="160" fill="#ffffff"/><circle cx="80" cy="80" r="78" fill="${color}"/><text x="80" y="98" text-anchor="middle" font-size="54" font-weight="bold" font-family="${FONT}" fill="#ffffff">${escapeXml(initials)}</text>`);
}
