import { brands } from './brands';
import { CITY_DIRECTORY } from './city-directory';
import { landline, OPENING_HOURS, whatsapp } from './contact-format';
import { createRng } from './prng';
import { provinceOf } from './regions';
import type { StoreRow } from './types';

// Demo dealer names: invented combinations of common Indonesian shop words, not real businesses.
const FIRST = ['Sentra', 'Mega', 'Prima', 'Sinar', 'Cahaya', 'Surya', 'Global', 'Galeri', 'Pusat', 'Duta', 'Mitra', 'Bintang'];
const SECOND = ['Kamera', 'Foto', 'Digital', 'Gadget', 'Optik', 'Vlog', 'Audio Video', 'Elektronik'];
const THIRD = ['', '', ' Jaya', ' Sentosa', ' Abadi', ' Mandiri', ' Makmur', ' Utama', ' Gemilang', ' Perkasa'];

const PARTNERS = ['insta360', 'hollyland', 'saramonic'];
const OTHER_BRANDS = brands.map((b) => b.slug).filter((slug) => !PARTNERS.includes(slug));

/** Offline authorised dealers: every city of the directory, `weight` stores each (≥ 150 in all). */
function buildDealers(): StoreRow[] {
  const rng = createRng('denka-dealers-v1');
  const used = new Set<string>();
  const rows: StoreRow[] = [];
  for (const city of CITY_DIRECTORY) {
    const count = city.weight;
    for (let i = 0; i < count; i++) {
      const nextName = (): string => `${rng.pick(FIRST)} ${rng.pick(SECOND)}${rng.pick(THIRD)} ${city.name}`;
      let name = nextName();
      while (used.has(name)) name = nextName();
      used.add(name);
      const street = rng.pick(city.streets);
      const block = rng.next() < 0.3 ? ` Blok ${rng.pick(['A', 'B', 'C', 'D', 'F'])}${rng.int(1, 20)}` : '';
      const hours = rng.pick(OPENING_HOURS);
      const partnerBrands = rng.pickMany(PARTNERS, rng.int(1, 3));
      rows.push({
        id: rows.length + 1,
        type: 'offline_store',
        name,
        brands: [...partnerBrands, ...rng.pickMany(OTHER_BRANDS, rng.int(1, 5))],
        address: `${street} No. ${rng.int(1, 250)}${block}, ${city.name}`,
        province_code: provinceOf(city.code),
        city_code: city.code,
        phone_primary: landline(rng, city.areaCode),
        whatsapp: whatsapp(rng),
        // Small deterministic jitter (≤ ~3 km) around the city centre.
        lat: round6(city.lat + (rng.next() - 0.5) * 0.05),
        lng: round6(city.lng + (rng.next() - 0.5) * 0.05),
        hours: { week: [...hours[2]], exceptions: [] },
        opening_hours: null,
        opening_hours_en: null,
        marketplace: null,
        url: null,
      });
    }
  }
  return rows;
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

const MARKETPLACES: [name: string, url: (handle: string) => string][] = [
  ['Tokopedia', (h) => `https://www.tokopedia.com/${h}`],
  ['Shopee', (h) => `https://shopee.co.id/${h}`],
  ['Blibli', (h) => `https://www.blibli.com/merchant/${h}`],
  ['Lazada', (h) => `https://www.lazada.co.id/shop/${h}`],
  ['TikTok Shop', (h) => `https://www.tiktok.com/@${h}`],
];

/** Official marketplace stores run by Denka: one per marketplace for Denka and for each partner brand. */
function buildOnlineStores(startId: number): StoreRow[] {
  const owners: [label: string, handle: string, carried: string[]][] = [
    ['Denka Official Store', 'denka-official', brands.map((b) => b.slug)],
    ['Insta360 Official Store by Denka', 'insta360-denka', ['insta360']],
    ['Hollyland Official Store by Denka', 'hollyland-denka', ['hollyland']],
    ['Saramonic Official Store by Denka', 'saramonic-denka', ['saramonic']],
    ['Denka Creator Gear', 'denka-creator-gear', ['zhiyun', 'godox', 'ulanzi', 'smallrig', 'boya', 'synco']],
  ];
  return owners
    .flatMap(([label, handle, carried]) => MARKETPLACES.map(([marketplace, url]) => ({ label, handle, carried, marketplace, url })))
    .map((s, index) => ({
      id: startId + index,
      type: 'online_store' as const,
      name: `${s.label} (${s.marketplace})`,
      brands: s.carried,
      address: null,
      province_code: null,
      city_code: null,
      phone_primary: null,
      whatsapp: null,
      lat: null,
      lng: null,
      hours: null,
      opening_hours: null,
      opening_hours_en: null,
      marketplace: s.marketplace,
      url: s.url(s.handle),
    }));
}

/** The free text (ID, EN) the demo's dealers' hours were once written as: pickup points still show it. */
export function hoursText(row: StoreRow): (typeof OPENING_HOURS)[number] | undefined {
  const week = JSON.stringify(row.hours?.week);
  return OPENING_HOURS.find((entry) => JSON.stringify(entry[2]) === week);
}

export const dealers: StoreRow[] = buildDealers();
// A store's own overrides (src/contract/hours.ts): the first dealer counts its stock on the first of each month of 2027's first quarter.
dealers[0]!.hours!.exceptions = ['2027-01-04', '2027-02-01', '2027-03-01'].map((date) => ({ date, hours: '', note: 'Stock opname' }));
export const onlineStores: StoreRow[] = buildOnlineStores(dealers.length + 1);
