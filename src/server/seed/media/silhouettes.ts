/**
 * Simple line-art product silhouettes per category, drawn in a 200×200 box centred on (100,100).
 * `c` is the brand colour, used for accents.
 */
import { tint } from './svg';

const body = '#2b2f36';
const glass = '#9fb3c8';

export const SILHOUETTES: Record<string, (c: string) => string> = {
  'kamera-360': (c) =>
    `<rect x="70" y="20" width="60" height="160" rx="22" fill="${body}"/><circle cx="100" cy="58" r="22" fill="${glass}" stroke="#111" stroke-width="5"/><circle cx="100" cy="58" r="9" fill="#1c2733"/><rect x="82" y="100" width="36" height="46" rx="6" fill="#3d434c"/><rect x="88" y="160" width="24" height="8" rx="3" fill="${c}"/>`,
  'action-camera': (c) =>
    `<rect x="35" y="55" width="130" height="95" rx="16" fill="${body}"/><circle cx="125" cy="102" r="30" fill="#111"/><circle cx="125" cy="102" r="19" fill="${glass}"/><circle cx="125" cy="102" r="8" fill="#1c2733"/><rect x="48" y="70" width="42" height="30" rx="5" fill="#3d434c"/><rect x="120" y="44" width="30" height="11" rx="4" fill="${c}"/>`,
  'kamera-mini': (c) =>
    `<rect x="55" y="70" width="90" height="60" rx="28" fill="${body}"/><circle cx="120" cy="100" r="18" fill="#111"/><circle cx="120" cy="100" r="10" fill="${glass}"/><circle cx="78" cy="100" r="7" fill="${c}"/>`,
  gimbal: (c) =>
    `<rect x="88" y="110" width="24" height="80" rx="10" fill="${body}"/><path d="M100 112 L100 80 L140 80 L140 50" stroke="${body}" stroke-width="12" fill="none" stroke-linecap="round"/><rect x="55" y="22" width="110" height="46" rx="8" fill="#3d434c"/><circle cx="100" cy="150" r="7" fill="${c}"/>`,
  webcam: (c) =>
    `<circle cx="100" cy="80" r="48" fill="${body}"/><circle cx="100" cy="80" r="24" fill="#111"/><circle cx="100" cy="80" r="13" fill="${glass}"/><rect x="92" y="126" width="16" height="30" fill="#3d434c"/><rect x="60" y="154" width="80" height="14" rx="7" fill="${body}"/><circle cx="134" cy="52" r="5" fill="${c}"/>`,
  'mic-wireless': (c) =>
    `<rect x="30" y="60" width="52" height="60" rx="14" fill="${body}"/><rect x="118" y="60" width="52" height="60" rx="14" fill="${body}"/><circle cx="56" cy="82" r="9" fill="#555"/><circle cx="144" cy="82" r="9" fill="#555"/><rect x="78" y="130" width="44" height="50" rx="10" fill="#3d434c"/><rect x="44" y="106" width="24" height="5" rx="2" fill="${c}"/><rect x="132" y="106" width="24" height="5" rx="2" fill="${c}"/>`,
  'mic-on-camera': (c) =>
    `<rect x="20" y="80" width="160" height="34" rx="17" fill="${body}"/><rect x="26" y="86" width="30" height="22" rx="11" fill="#555"/><path d="M80 114 L80 140 L120 140 L120 114" stroke="#3d434c" stroke-width="8" fill="none"/><rect x="76" y="140" width="48" height="12" rx="3" fill="#3d434c"/><rect x="150" y="90" width="16" height="14" rx="3" fill="${c}"/>`,
  'mic-lavalier': (c) =>
    `<rect x="88" y="30" width="24" height="40" rx="12" fill="${body}"/><rect x="84" y="72" width="32" height="12" rx="3" fill="#3d434c"/><path d="M100 84 C100 130, 40 120, 60 170 S150 170, 150 150" stroke="#222" stroke-width="4" fill="none"/><circle cx="150" cy="150" r="8" fill="${c}"/>`,
  'audio-interface': (c) =>
    `<rect x="25" y="60" width="150" height="80" rx="10" fill="${body}"/><circle cx="62" cy="100" r="16" fill="#555"/><circle cx="108" cy="100" r="16" fill="#555"/><rect x="138" y="84" width="24" height="10" rx="3" fill="${c}"/><rect x="138" y="104" width="24" height="10" rx="3" fill="#666"/>`,
  'video-transmission': (c) =>
    `<rect x="40" y="80" width="120" height="80" rx="10" fill="${body}"/><rect x="60" y="30" width="8" height="52" rx="4" fill="#3d434c"/><rect x="132" y="30" width="8" height="52" rx="4" fill="#3d434c"/><rect x="56" y="100" width="60" height="40" rx="4" fill="#3d434c"/><circle cx="138" cy="120" r="8" fill="${c}"/>`,
  intercom: (c) =>
    `<path d="M45 110 C45 40, 155 40, 155 110" stroke="${body}" stroke-width="12" fill="none"/><rect x="30" y="100" width="36" height="56" rx="14" fill="${body}"/><rect x="134" y="100" width="36" height="56" rx="14" fill="${body}"/><path d="M48 150 Q70 185 100 180" stroke="#3d434c" stroke-width="6" fill="none"/><circle cx="100" cy="180" r="7" fill="${c}"/>`,
  aksesoris: (c) =>
    `<rect x="70" y="28" width="60" height="26" rx="6" fill="${body}"/><rect x="95" y="54" width="10" height="44" fill="#3d434c"/><path d="M100 96 L50 176 M100 96 L100 180 M100 96 L150 176" stroke="${body}" stroke-width="9" stroke-linecap="round"/><circle cx="100" cy="98" r="9" fill="${c}"/>`,
};

/** Accessory families: each drawn as what it is (an LED panel is not a tripod). */
const FAMILIES: Record<string, (c: string) => string> = {
  'led-panel': (c) =>
    `<rect x="30" y="50" width="140" height="96" rx="10" fill="${body}"/><rect x="40" y="60" width="120" height="76" rx="4" fill="#f4f1e6"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .flatMap((col) => [0, 1, 2, 3].map((row) => `<circle cx="${52 + col * 19.2}" cy="${71 + row * 18}" r="5" fill="#ffe9a8"/>`))
      .join(
        '',
      )}<rect x="92" y="146" width="16" height="18" fill="#3d434c"/><rect x="76" y="162" width="48" height="10" rx="4" fill="${body}"/><rect x="150" y="140" width="14" height="4" rx="2" fill="${c}"/>`,
  'cob-light': (c) =>
    `<path d="M40 40 L84 70 L84 130 L40 160 Z" fill="#d7dbe0" stroke="${body}" stroke-width="4"/><rect x="84" y="64" width="80" height="72" rx="12" fill="${body}"/><circle cx="84" cy="100" r="14" fill="#fff6d5"/><rect x="164" y="82" width="10" height="36" rx="3" fill="#3d434c"/><rect x="112" y="136" width="14" height="34" fill="#3d434c"/><rect x="94" y="166" width="50" height="10" rx="4" fill="${body}"/><circle cx="142" cy="78" r="5" fill="${c}"/>`,
  'tube-light': (c) =>
    `<rect x="20" y="88" width="160" height="24" rx="12" fill="#fff6d5" stroke="${body}" stroke-width="5"/><rect x="14" y="86" width="14" height="28" rx="4" fill="${body}"/><rect x="172" y="86" width="14" height="28" rx="4" fill="${body}"/><rect x="60" y="93" width="80" height="14" rx="7" fill="${tint(c, 0.5)}"/>`,
  tripod: (c) =>
    `<rect x="70" y="22" width="60" height="22" rx="6" fill="${body}"/><rect x="95" y="44" width="10" height="50" fill="#3d434c"/><path d="M100 92 L46 180 M100 92 L100 184 M100 92 L154 180" stroke="${body}" stroke-width="8" stroke-linecap="round"/><circle cx="100" cy="94" r="9" fill="${c}"/>`,
  'selfie-stick': (c) =>
    `<rect x="94" y="40" width="12" height="150" rx="5" fill="${body}"/><rect x="90" y="150" width="20" height="40" rx="6" fill="#3d434c"/><rect x="84" y="16" width="32" height="30" rx="8" fill="#3d434c"/><circle cx="100" cy="31" r="8" fill="${glass}"/><rect x="92" y="120" width="16" height="4" fill="${c}"/>`,
  battery: (c) =>
    `<rect x="58" y="30" width="84" height="140" rx="12" fill="${body}"/><rect x="82" y="22" width="36" height="10" rx="3" fill="#3d434c"/><rect x="72" y="60" width="56" height="10" rx="3" fill="${c}"/><rect x="72" y="80" width="56" height="10" rx="3" fill="${c}" opacity="0.7"/><rect x="72" y="100" width="56" height="10" rx="3" fill="${c}" opacity="0.4"/>`,
  filter: (c) =>
    `<circle cx="100" cy="100" r="78" fill="${body}"/><circle cx="100" cy="100" r="66" fill="#5d6b7a"/><circle cx="100" cy="100" r="66" fill="${glass}" opacity="0.55"/><path d="M58 70 Q100 40 142 70" stroke="#fff" stroke-width="6" fill="none" opacity="0.5"/><rect x="92" y="16" width="16" height="10" rx="3" fill="${c}"/>`,
  lens: (c) =>
    `<rect x="40" y="50" width="120" height="100" rx="10" fill="${body}"/><rect x="28" y="58" width="14" height="84" rx="4" fill="#3d434c"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<rect x="${60 + i * 11}" y="50" width="5" height="100" fill="#3d434c"/>`).join('')}<ellipse cx="160" cy="100" rx="10" ry="46" fill="${glass}"/><rect x="60" y="140" width="80" height="4" fill="${c}"/>`,
  cage: (c) =>
    `<rect x="30" y="40" width="140" height="120" rx="8" fill="none" stroke="${body}" stroke-width="12"/><rect x="60" y="70" width="80" height="70" rx="8" fill="#3d434c" opacity="0.5"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="${50 + i * 25}" cy="46" r="3" fill="#9aa3ad"/>`).join('')}<rect x="160" y="70" width="22" height="60" rx="6" fill="${body}"/><rect x="24" y="150" width="30" height="6" fill="${c}"/>`,
  arm: (c) =>
    `<path d="M40 170 L90 100 L150 40" stroke="${body}" stroke-width="16" stroke-linecap="round" fill="none"/><circle cx="90" cy="100" r="16" fill="#3d434c"/><circle cx="90" cy="100" r="6" fill="${c}"/><rect x="26" y="160" width="30" height="20" rx="4" fill="#3d434c"/><rect x="140" y="26" width="28" height="18" rx="4" fill="#3d434c"/>`,
  motor: (c) =>
    `<rect x="50" y="60" width="100" height="80" rx="14" fill="${body}"/><circle cx="100" cy="100" r="26" fill="#3d434c"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<rect x="98" y="70" width="4" height="8" fill="#9aa3ad" transform="rotate(${i * 30} 100 100)"/>`).join('')}<rect x="60" y="140" width="80" height="14" rx="4" fill="#3d434c"/><circle cx="136" cy="74" r="5" fill="${c}"/>`,
};

/** The family a product is drawn as: its category, or for accessories what the product is. */
export function productFamily(category: string, name: string): string {
  if (category !== 'aksesoris') return category;
  const n = name.toLowerCase();
  if (/tube/.test(n)) return 'tube-light';
  if (/\bvl\d|litolite|mc pro|panel/.test(n)) return 'led-panel';
  if (/cob|amaran|forza|molus|ml60|sl60/.test(n)) return 'cob-light';
  if (/battery|baterai/.test(n)) return 'battery';
  if (/selfie|bullet time/.test(n)) return 'selfie-stick';
  if (/nd\d|mist|filter/.test(n)) return 'filter';
  if (/anamorphic|\d+mm f/.test(n)) return 'lens';
  if (/cage|khronos/.test(n)) return 'cage';
  if (/magic arm/.test(n)) return 'arm';
  if (/nucleus|follow focus/.test(n)) return 'motor';
  return 'tripod';
}

export const silhouette = (family: string, color: string): string =>
  (FAMILIES[family] ?? SILHOUETTES[family] ?? SILHOUETTES.aksesoris ?? (() => ''))(color);
