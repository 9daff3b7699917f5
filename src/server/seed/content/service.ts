import { cityFactsByCode } from './city-directory';
import { landline, whatsapp } from './contact-format';
import { createRng } from './prng';
import { provinceOf } from './regions';
import { dealers, hoursText } from './stores';
import type { HolidayRow, PickupPointRow, ServiceCenterRow } from './types';

const PARTNERS = ['insta360', 'hollyland', 'saramonic'];
const HOURS: [string, string] = ['Senin–Jumat 09.00–17.00, Sabtu 09.00–14.00', 'Mon–Fri 9 am–5 pm, Sat 9 am–2 pm'];
/** The same hours, structured (src/contract/hours.ts); own centres in malls stay open on Sunday. */
const WEEK = ['09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-14:00', ''] as const;
const MALL_WEEK = ['09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '10:00-21:00', '10:00-21:00'] as const;

// [city code, own centre?, street, extra brands]; own centres are run by Denka, the rest by partner workshops.
const CENTRES: [string, boolean, string, string[]][] = [
  ['31.72', true, 'Jl. Gunung Sahari Raya No. 2, Pademangan', ['dji', 'zhiyun', 'rode', 'godox']],
  ['31.73', true, 'Jl. Tanjung Duren Raya No. 88', ['dji', 'zhiyun']],
  ['31.74', true, 'Jl. Fatmawati Raya No. 15', ['rode', 'aputure']],
  ['36.74', false, 'Jl. Raya Serpong No. 39', ['zhiyun']],
  ['32.75', false, 'Jl. Ahmad Yani No. 21', []],
  ['32.73', true, 'Jl. Pasir Kaliki No. 140', ['dji', 'zhiyun', 'godox']],
  ['33.74', true, 'Jl. Pandanaran No. 77', ['zhiyun', 'rode']],
  ['34.71', false, 'Jl. C. Simanjuntak No. 45', ['godox']],
  ['33.72', false, 'Jl. Slamet Riyadi No. 310', []],
  ['35.78', true, 'Jl. Raya Darmo No. 52', ['dji', 'zhiyun', 'rode', 'aputure']],
  ['35.73', false, 'Jl. Soekarno-Hatta No. 18', []],
  ['51.71', true, 'Jl. Teuku Umar No. 205', ['dji', 'zhiyun']],
  ['12.71', true, 'Jl. Gatot Subroto No. 301', ['dji', 'zhiyun', 'rode']],
  ['14.71', false, 'Jl. Tuanku Tambusai No. 9', []],
  ['16.71', false, 'Jl. Kapten A. Rivai No. 62', ['zhiyun']],
  ['21.71', false, 'Jl. Raja Ali Haji No. 12', []],
  ['18.71', false, 'Jl. Raden Intan No. 101', []],
  ['13.71', false, 'Jl. Khatib Sulaiman No. 33', []],
  ['61.71', false, 'Jl. Gajah Mada No. 140', []],
  ['63.71', false, 'Jl. Ahmad Yani Km 3 No. 8', []],
  ['64.71', false, 'Jl. MT. Haryono No. 27', ['zhiyun']],
  ['73.71', true, 'Jl. A.P. Pettarani No. 54', ['dji', 'zhiyun', 'rode']],
  ['71.71', false, 'Jl. Piere Tendean No. 19', []],
];

/** What a centre does: Denka's own centres repair on site, partner workshops take units in for Denka. */
const OWN_SERVICES: [string[], string[]] = [
  ['Perbaikan unit dan aksesori', 'Klaim garansi', 'Pembaruan firmware', 'Kalibrasi gimbal dan pembersihan sensor', 'Penggantian baterai'],
  ['Unit and accessory repair', 'Warranty claims', 'Firmware updates', 'Gimbal calibration and sensor cleaning', 'Battery replacement'],
];
const PARTNER_SERVICES: [string[], string[]] = [
  ['Perbaikan unit', 'Penerimaan klaim garansi', 'Pembaruan firmware'],
  ['Unit repair', 'Warranty claim intake', 'Firmware updates'],
];

function buildServiceCenters(): ServiceCenterRow[] {
  const rng = createRng('denka-service-v1');
  return CENTRES.map(([code, own, street, extra], index) => {
    const city = cityFactsByCode.get(code);
    if (!city) throw new Error(`no city facts for ${code}`);
    const slug = city.name.toLowerCase().replace(/[^a-z]+/g, '');
    return {
      id: index + 1,
      name: own ? `Denka Service Center ${city.name}` : `Mitra Service Denka ${city.name}`,
      address: `${street}, ${city.name}`,
      province_code: provinceOf(code),
      city_code: code,
      phone: landline(rng, city.areaCode),
      whatsapp: whatsapp(rng),
      email: `service.${slug}@denka.co.id`,
      brands: [...PARTNERS, ...extra],
      services: own ? OWN_SERVICES[0] : PARTNER_SERVICES[0],
      services_en: own ? OWN_SERVICES[1] : PARTNER_SERVICES[1],
      hours: { week: [...(own && index % 3 === 0 ? MALL_WEEK : WEEK)], exceptions: [] },
      opening_hours: null,
      opening_hours_en: null,
      lat: Math.round((city.lat + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
      lng: Math.round((city.lng + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
    };
  });
}

export const serviceCenters: ServiceCenterRow[] = buildServiceCenters();

const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => Math.hypot(a.lat - b.lat, a.lng - b.lng);

/** One drop point per dealer city without its own centre: the city's first dealer, routed to the nearest centre. */
function buildPickupPoints(): PickupPointRow[] {
  const served = new Set(serviceCenters.map((c) => c.city_code));
  const seen = new Set<string>();
  const rows: PickupPointRow[] = [];
  for (const dealer of dealers) {
    if (!dealer.city_code || !dealer.address || !dealer.phone_primary || dealer.lat == null || dealer.lng == null) continue;
    if (served.has(dealer.city_code) || seen.has(dealer.city_code)) continue;
    seen.add(dealer.city_code);
    const here = { lat: dealer.lat, lng: dealer.lng };
    const nearest = serviceCenters.reduce((best, c) => (distance(c, here) < distance(best, here) ? c : best));
    rows.push({
      id: rows.length + 1,
      name: `Titik Pickup & Drop ${dealer.name}`,
      address: dealer.address,
      province_code: dealer.province_code ?? provinceOf(dealer.city_code),
      city_code: dealer.city_code,
      phone: dealer.phone_primary,
      service_center_id: nearest.id,
      opening_hours: hoursText(dealer)?.[0] ?? HOURS[0],
      opening_hours_en: hoursText(dealer)?.[1] ?? HOURS[1],
    });
  }
  return rows;
}

export const pickupPoints: PickupPointRow[] = buildPickupPoints();

/**
 * The demo's holiday calendar (national holidays and cuti bersama as announced for 2026–2027; staff keep the
 * real one in the studio): closed ('') or shorter hours, for every dealer and service centre.
 */
export const holidays: HolidayRow[] = (
  [
    ['2026-12-24', null, 'Cuti bersama Hari Raya Natal', 'Christmas Eve (joint leave)', '10:00-17:00'],
    ['2026-12-25', null, 'Hari Raya Natal', 'Christmas Day', ''],
    ['2027-01-01', null, 'Tahun Baru 2027 Masehi', "New Year's Day", ''],
    ['2027-02-06', null, 'Tahun Baru Imlek 2578 Kongzili', 'Chinese New Year', ''],
    ['2027-03-09', null, 'Cuti bersama Idulfitri', 'Eid al-Fitr joint leave', '10:00-15:00'],
    ['2027-03-10', '2027-03-12', 'Hari Raya Idulfitri 1448 H dan cuti bersama', 'Eid al-Fitr and joint leave', ''],
    ['2027-08-17', null, 'Hari Kemerdekaan Republik Indonesia', 'Independence Day', ''],
  ] as const
).map(([date, end_date, name, name_en, hours], index) => ({ id: index + 1, date, end_date, name, name_en, hours }));
