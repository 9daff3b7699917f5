// Generates the PWA icons and store screenshots from SVG (decision 071): `node scripts/generate-icons.mjs`.
// The PNGs are committed under public/icons and public/screenshots; rerun after a brand change.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BLUE = '#0b3d91';
const root = path.resolve(import.meta.dirname, '..', 'public');
const mark = (size, inset) => {
  // The "D" of the favicon, scaled into a square of `size` with `inset` padding on each side.
  const s = (size - 2 * inset) / 32;
  return `<path transform="translate(${inset} ${inset}) scale(${s})" d="M9 8h7a8 8 0 0 1 0 16H9z" fill="#fff"/>`;
};
const icon = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${size * 0.1875}" fill="${BLUE}"/>${mark(size, 0)}</svg>`;
// Maskable: full bleed, the mark inside the central 80 % safe zone.
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${BLUE}"/>${mark(size, size * 0.2)}</svg>`;

const card = (x, y, w, h, label) => `
  <g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="12" fill="#fff" stroke="#dde3ee"/>
    <rect x="12" y="12" width="${w - 24}" height="${h * 0.55}" rx="8" fill="#e7eefb"/>
    <text x="16" y="${h * 0.55 + 44}" font-family="sans-serif" font-size="18" font-weight="700" fill="#1a1b1e">${label}</text>
    <rect x="16" y="${h * 0.55 + 60}" width="${w * 0.5}" height="12" rx="6" fill="#c5d3ec"/>
  </g>`;
const screen = (w, h, cols) => {
  const gap = 24;
  const cw = (w - gap * (cols + 1)) / cols;
  const labels = ['Hollyland Lark M2S', 'Insta360 X4', 'Saramonic Blink', 'Hollyland Mars 4K', 'Insta360 GO 3S', 'Saramonic Air'];
  const cards = labels
    .slice(0, cols * 2)
    .map((label, i) => card(gap + (i % cols) * (cw + gap), 300 + Math.floor(i / cols) * (cw * 0.9 + gap), cw, cw * 0.9, label));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="#f5f7fb"/>
  <rect width="${w}" height="72" fill="#fff"/>
  <rect x="24" y="20" width="32" height="32" rx="6" fill="${BLUE}"/>${`<g transform="translate(24 20)"><path d="M9 8h7a8 8 0 0 1 0 16H9z" fill="#fff"/></g>`}
  <text x="66" y="45" font-family="sans-serif" font-size="22" font-weight="800" fill="${BLUE}">DENKA</text>
  <rect x="0" y="72" width="${w}" height="200" fill="${BLUE}"/>
  <text x="24" y="150" font-family="sans-serif" font-size="34" font-weight="800" fill="#fff">Kamera &amp; Video Gear</text>
  <text x="24" y="196" font-family="sans-serif" font-size="20" fill="#dbe6fb">Katalog, dealer dan service center — juga offline</text>
  ${cards.join('')}
</svg>`;
};

const outputs = [
  ['icons/icon-192.png', icon(192)],
  ['icons/icon-512.png', icon(512)],
  ['icons/maskable-512.png', maskable(512)],
  ['icons/apple-touch-icon.png', maskable(180)],
  ['screenshots/narrow.png', screen(540, 1170, 2)],
  ['screenshots/wide.png', screen(1280, 720, 3)],
];
for (const [file, svg] of outputs) {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
  console.info(`wrote public/${file}`);
}
