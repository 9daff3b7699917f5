import { imageRef, withAltEn } from '../media/image-ref';
import { createRng } from './prng';
import type { GiveawayRow, LotteryCampaignRow, LotteryDrawRow, LotteryWinner } from './types';

/** The 2022 purchase lottery (docs/product.md §9: id 1, type A01, 1 Aug – 31 Dec 2022, one code per Rp1,000,000). */
export const lotteryCampaign: LotteryCampaignRow = {
  id: 1,
  type: 'A01',
  title: 'Undian Belanja Denka 2022',
  title_en: 'Denka Purchase Lottery 2022',
  starts_at: '2022-08-01T00:00:00+07:00',
  ends_at: '2022-12-31T23:59:59+07:00',
  rupiah_per_code: 1_000_000,
  confirm_days: 7,
  address_max_length: 100,
  terms: [
    'Berlaku untuk pembelian produk resmi Denka di dealer atau toko online resmi pada 1 Agustus–31 Desember 2022.',
    'Setiap kelipatan Rp1.000.000 dalam satu nota mendapat satu kode undian unik.',
    'Data peserta harus sesuai KTP, SIM atau paspor yang masih berlaku, dengan nomor telepon dan email aktif.',
    'Alamat lengkap maksimal 100 karakter.',
    'Nomor telepon yang tidak dapat dihubungi membatalkan keikutsertaan.',
    'Pemenang wajib konfirmasi dan mengambil hadiah dalam 7 hari setelah pengundian; jika tidak, pemenang dinyatakan gugur dan hadiah diundi ulang pada periode berikutnya.',
    'Pemenang wajib menunjukkan nota asli pembelian.',
  ],
  terms_en: [
    'Valid for official Denka products bought at authorised dealers or official online stores between 1 August and 31 December 2022.',
    'Every Rp1,000,000 on one receipt earns one unique lottery code.',
    'Participant data must match a valid national ID, driving licence or passport, with an active phone number and email.',
    'Full address of at most 100 characters.',
    'A phone number that cannot be reached invalidates participation.',
    'Winners must confirm and collect the prize within 7 days of the draw; otherwise the win lapses and the prize is redrawn in the next period.',
    'Winners must show the original purchase receipt.',
  ],
  brand_slugs: ['insta360', 'hollyland', 'saramonic'],
};

const FIRST_NAMES = [
  'Agus',
  'Budi',
  'Citra',
  'Dewi',
  'Eko',
  'Fitri',
  'Gilang',
  'Hendra',
  'Indah',
  'Joko',
  'Kartika',
  'Lestari',
  'Muhammad',
  'Nur',
  'Oki',
  'Putri',
  'Rina',
  'Slamet',
  'Taufik',
  'Wahyu',
  'Yuni',
];
const LAST_NAMES = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Lestari',
  'Kurniawan',
  'Pratama',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Setiawan',
  'Rahmawati',
  'Hasibuan',
  'Gunawan',
];
const CITIES = [
  'Jakarta Utara',
  'Bandung',
  'Surabaya',
  'Medan',
  'Makassar',
  'Semarang',
  'Denpasar',
  'Yogyakarta',
  'Palembang',
  'Balikpapan',
  'Pontianak',
  'Manado',
];
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "Rina Siregar" → "Ri** Si*****": first two letters of each name shown. */
const mask = (name: string): string =>
  name
    .split(' ')
    .map((part) => part.slice(0, 2) + '*'.repeat(Math.max(part.length - 2, 1)))
    .join(' ');

// [period, draw date, prize id, prize en, number of winners]
const DRAWS: [number, string, string, string, number][] = [
  [1, '2022-09-15', 'Hollyland Lark M1 Duo', 'Hollyland Lark M1 Duo', 5],
  [2, '2022-10-14', 'Saramonic Blink500 Pro B2', 'Saramonic Blink500 Pro B2', 5],
  [3, '2022-11-15', 'Insta360 X3 (plus undian ulang hadiah periode 2)', 'Insta360 X3 (plus the redrawn period-2 prize)', 4],
  [4, '2022-12-15', 'Insta360 X3 dan Hollyland Lark M1 Duo', 'Insta360 X3 and Hollyland Lark M1 Duo', 3],
  [5, '2023-01-16', 'Grand prize: paket kreator senilai Rp25 juta', 'Grand prize: creator kit worth Rp25 million', 1],
];

function buildDraws(): LotteryDrawRow[] {
  const rng = createRng('denka-lottery-A01');
  const code = (): string => `A01-${Array.from({ length: 6 }, () => rng.pick([...CODE_CHARS])).join('')}`;
  return DRAWS.map(([period, date, prize, prizeEn, count]) => {
    const winners: LotteryWinner[] = Array.from({ length: count }, () => ({
      winner_code: code(),
      masked_name: mask(`${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`),
      city: rng.pick(CITIES),
      status: 'confirmed' as const,
    }));
    // One winner of period 2 did not confirm within 7 days: prize redrawn in period 3 (docs/product.md §4).
    if (period === 2 && winners[4]) winners[4] = { ...winners[4], status: 'redrawn' };
    return {
      campaign_id: 1,
      period,
      title: `Pengundian Periode ${period}`,
      title_en: `Draw period ${period}`,
      draw_date: `${date}T14:00:00+07:00`,
      prize,
      prize_en: prizeEn,
      winners,
    };
  });
}

export const lotteryDraws: LotteryDrawRow[] = buildDraws();

/**
 * The demo's open lottery (docs/decisions/325-lottery-draws.md): the 2022 campaign above
 * is closed, so visitors enter this one and staff draw its periods in /studio/lottery.
 */
export const openLotteryCampaign: LotteryCampaignRow = {
  id: 2,
  type: 'A01',
  title: 'Undian Belanja Denka 2026–2027',
  title_en: 'Denka Purchase Lottery 2026–2027',
  starts_at: '2026-01-01T00:00:00+07:00',
  ends_at: '2027-12-31T23:59:59+07:00',
  rupiah_per_code: 1_000_000,
  confirm_days: 7,
  address_max_length: 100,
  terms: [
    'Berlaku untuk pembelian produk resmi Denka di dealer atau toko online resmi pada 1 Januari 2026–31 Desember 2027.',
    'Setiap kelipatan Rp1.000.000 dalam satu nota mendapat satu kode undian unik.',
    'Pengundian setiap tiga bulan; kode ikut periode saat pendaftarannya diterima.',
    'Pemenang wajib konfirmasi dan mengambil hadiah dalam 7 hari setelah pengundian; jika tidak, pemenang dinyatakan gugur dan hadiah diundi ulang pada periode berikutnya.',
    'Pemenang wajib menunjukkan nota asli pembelian.',
  ],
  terms_en: [
    'Valid for official Denka products bought at authorised dealers or official online stores between 1 January 2026 and 31 December 2027.',
    'Every Rp1,000,000 on one receipt earns one unique lottery code.',
    'Draws every three months; a code takes part in the period in which its entry was received.',
    'Winners must confirm and collect the prize within 7 days of the draw; otherwise the win lapses and the prize is redrawn in the next period.',
    'Winners must show the original purchase receipt.',
  ],
  brand_slugs: ['insta360', 'hollyland', 'saramonic'],
};

// [period, draw date, prize id, prize en, prizes]
const OPEN_DRAWS: [number, string, string, string, number][] = [
  [1, '2026-04-15', 'Hollyland Lark M2S Combo', 'Hollyland Lark M2S Combo', 3],
  [2, '2026-07-15', 'Saramonic Air', 'Saramonic Air', 3],
  [3, '2026-10-15', 'Insta360 X4', 'Insta360 X4', 3],
  [4, '2027-01-15', 'Hollyland Lark Max Duo', 'Hollyland Lark Max Duo', 3],
  [5, '2027-04-15', 'Saramonic Blink500 B2+', 'Saramonic Blink500 B2+', 3],
  [6, '2027-07-15', 'Insta360 Ace Pro 2', 'Insta360 Ace Pro 2', 3],
  [7, '2027-10-15', 'Hollyland Mars M1 Enhanced', 'Hollyland Mars M1 Enhanced', 3],
  [8, '2028-01-17', 'Grand prize: paket kreator senilai Rp30 juta', 'Grand prize: creator kit worth Rp30 million', 1],
];

export const openLotteryDraws: LotteryDrawRow[] = OPEN_DRAWS.map(([period, date, prize, prizeEn, count]) => ({
  campaign_id: 2,
  period,
  title: `Pengundian Periode ${period}`,
  title_en: `Draw period ${period}`,
  draw_date: `${date}T14:00:00+07:00`,
  prize,
  prize_en: prizeEn,
  winner_count: count,
  winners: [],
}));

type GiveawaySeed = Omit<GiveawayRow, 'image'>;
const GIVEAWAYS: GiveawaySeed[] = [
  {
    slug: 'hollyland-hoki',
    brand_slug: 'hollyland',
    title: 'Hollyland Hoki',
    title_en: 'Hollyland Lucky Draw',
    subtitle: 'Beli Hollyland, raih hoki di Tahun Baru Imlek',
    subtitle_en: 'Buy Hollyland, win big this Lunar New Year',
    body: '<p>Setiap pembelian produk Hollyland resmi selama periode Imlek berhak ikut undian berhadiah produk Hollyland. Daftarkan nomor seri dan nota pembelian Anda di halaman ini.</p>',
    body_en:
      '<p>Every official Hollyland purchase during the Lunar New Year period enters a draw for Hollyland products. Register your serial number and receipt on this page.</p>',
    prizes: ['1 unit Hollyland Lark Max Duo', '3 unit Hollyland Lark M2 Combo', '8 angpao voucher belanja Rp288.000'],
    prizes_en: ['1× Hollyland Lark Max Duo', '3× Hollyland Lark M2 Combo', '8 red-envelope shopping vouchers of Rp288,000'],
    terms: [
      'Periode pembelian 20 Januari–12 Februari 2024.',
      'Satu nomor seri hanya dapat didaftarkan sekali.',
      'Pemenang diumumkan di media sosial Denka dan dihubungi lewat WhatsApp.',
    ],
    terms_en: [
      'Purchase period 20 January–12 February 2024.',
      'Each serial number can be registered once.',
      'Winners are announced on Denka social media and contacted via WhatsApp.',
    ],
    starts_at: '2024-01-20T00:00:00+07:00',
    ends_at: '2024-02-12T23:59:59+07:00',
    product_slugs: ['hollyland-lark-max-duo', 'hollyland-lark-m2-combo', 'hollyland-lark-m2-usb-c'],
  },
  {
    slug: 'hollyland-lark-m2s',
    brand_slug: 'hollyland',
    title: 'Giveaway Peluncuran Hollyland Lark M2S',
    title_en: 'Hollyland Lark M2S Launch Giveaway',
    subtitle: 'Tunjukkan kontenmu, menangkan Lark M2S',
    subtitle_en: 'Show your content, win a Lark M2S',
    body: '<p>Unggah video pendek bertema "suara yang jujur" dengan tagar kampanye, lalu daftarkan tautannya di sini. Lima karya terbaik mendapat Hollyland Lark M2S Ultimate Combo.</p>',
    body_en:
      '<p>Post a short video on the theme "honest sound" with the campaign hashtag and register the link here. The five best entries win a Hollyland Lark M2S Ultimate Combo.</p>',
    prizes: ['5 unit Hollyland Lark M2S Ultimate Combo', '10 voucher belanja Rp500.000'],
    prizes_en: ['5× Hollyland Lark M2S Ultimate Combo', '10 shopping vouchers of Rp500,000'],
    terms: [
      'Periode 22 Januari–28 Februari 2025.',
      'Video orisinal, durasi 15–60 detik, akun tidak dikunci.',
      'Keputusan juri tidak dapat diganggu gugat.',
    ],
    terms_en: [
      'Runs 22 January–28 February 2025.',
      'Original video of 15–60 seconds on a public account.',
      "The jury's decision is final.",
    ],
    starts_at: '2025-01-22T00:00:00+07:00',
    ends_at: '2025-02-28T23:59:59+07:00',
    product_slugs: ['hollyland-lark-m2s-ultimate-combo', 'hollyland-lark-m2s-combo'],
  },
  {
    slug: 'saramonic-air-feel-the-air-win-the-air',
    brand_slug: 'saramonic',
    title: 'Saramonic Air: Feel the Air, Win the Air',
    title_en: 'Saramonic Air: Feel the Air, Win the Air',
    subtitle: 'Coba Saramonic Air dan menangkan unitnya',
    subtitle_en: 'Try the Saramonic Air and win one',
    body: '<p>Coba Saramonic Air di roadshow atau dealer peserta, unggah foto atau video pengalamanmu, lalu daftar di halaman ini. Pemenang diundi setiap pekan selama kampanye.</p>',
    body_en:
      '<p>Try the Saramonic Air at a roadshow or participating dealer, post a photo or video of it, then register on this page. Winners are drawn every week of the campaign.</p>',
    prizes: ['20 unit Saramonic Air', '20 unit Saramonic Air SE'],
    prizes_en: ['20× Saramonic Air', '20× Saramonic Air SE'],
    terms: ['Periode 1 Juli 2026–30 Juni 2027.', 'Satu akun hanya dapat menang satu kali.', 'Hadiah dikirim ke alamat di Indonesia.'],
    terms_en: ['Runs 1 July 2026–30 June 2027.', 'One win per account.', 'Prizes ship to addresses in Indonesia.'],
    // The demo's open giveaway: the others have closed (docs/decisions/325-lottery-draws.md).
    starts_at: '2026-07-01T00:00:00+07:00',
    ends_at: '2027-06-30T23:59:59+07:00',
    product_slugs: ['saramonic-air', 'saramonic-air-se'],
  },
];
export const giveaways: GiveawayRow[] = GIVEAWAYS.map((g) => ({
  ...g,
  image: withAltEn(imageRef('giveaways', g.slug, g.title), g.title_en),
}));
