import { brands } from './brands';
import type { WarrantyPolicyRow } from './types';

/** docs/product.md §4: a faulty unit is replaced with a new one within 14 days of the purchase date. */
export const REPLACEMENT_DAYS = 14;

// [unit months, accessories months, battery months]; partner brands get the longest cover.
const COVER: Record<string, [number, number, number]> = {
  insta360: [12, 6, 6],
  hollyland: [24, 6, 6],
  saramonic: [12, 6, 3],
  dji: [12, 6, 6],
  zhiyun: [12, 6, 3],
  rode: [12, 6, 3],
  godox: [12, 3, 3],
  aputure: [12, 6, 3],
  nanlite: [12, 6, 3],
  moza: [12, 6, 3],
  deity: [12, 6, 3],
  tilta: [12, 6, 3],
};
const DEFAULT_COVER: [number, number, number] = [6, 3, 3];

const CLAIM_STEPS = [
  'Siapkan unit, kartu garansi atau nomor seri, dan nota pembelian dari dealer resmi.',
  'Hubungi service center Denka terdekat lewat telepon atau WhatsApp untuk pemeriksaan awal.',
  'Antar unit ke service center atau titik pickup/drop, atau kirim lewat ekspedisi dengan formulir klaim.',
  'Teknisi memeriksa unit dan mengonfirmasi apakah kerusakan termasuk garansi.',
  'Unit diperbaiki atau diganti; Anda menerima kabar saat unit siap diambil atau dikirim kembali.',
];
const CLAIM_STEPS_EN = [
  'Prepare the unit, the warranty card or serial number, and the receipt from an authorised dealer.',
  'Contact the nearest Denka service centre by phone or WhatsApp for a first check.',
  'Bring the unit to a service centre or a pickup/drop point, or ship it with the claim form.',
  'A technician inspects the unit and confirms whether the fault is covered.',
  'The unit is repaired or replaced; you are told when it is ready to collect or on its way back.',
];

export const warrantyPolicies: WarrantyPolicyRow[] = brands.map((brand) => {
  const [unit, accessories, battery] = COVER[brand.slug] ?? DEFAULT_COVER;
  return {
    brand_slug: brand.slug,
    unit_months: unit,
    accessories_months: accessories,
    battery_months: battery,
    replacement_days: REPLACEMENT_DAYS,
    claim_steps: CLAIM_STEPS,
    claim_steps_en: CLAIM_STEPS_EN,
    notes: `Unit ${brand.name} yang rusak karena cacat produksi dalam ${REPLACEMENT_DAYS} hari sejak tanggal pembelian diganti dengan unit baru. Garansi tidak berlaku untuk kerusakan akibat jatuh, terkena cairan di luar batas spesifikasi, atau pembongkaran oleh pihak lain.`,
    notes_en: `A ${brand.name} unit with a manufacturing fault within ${REPLACEMENT_DAYS} days of the purchase date is replaced with a new unit. The warranty does not cover drops, liquid beyond the rated limits, or repairs by third parties.`,
  };
});

export const warrantyByBrand = new Map(warrantyPolicies.map((w) => [w.brand_slug, w]));
