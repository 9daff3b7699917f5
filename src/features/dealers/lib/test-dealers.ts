import type { Dealer } from '@/contract/dealers';

/** A dealer for tests: offline store in Jakarta Pusat unless told otherwise. */
export function makeDealer(overrides: Partial<Dealer> & Pick<Dealer, 'id' | 'name'>): Dealer {
  return {
    type: 'offline_store',
    slug: `dealer-${overrides.id}`,
    address: `Jl. Contoh No. ${overrides.id}, Jakarta`,
    phone_primary: '(021) 555 0101',
    whatsapp: '628111000111',
    lat: -6.18,
    lng: 106.83,
    hours: { week: ['10:00-21:00', '10:00-21:00', '10:00-21:00', '10:00-21:00', '10:00-21:00', '10:00-21:00', ''], exceptions: [] },
    opening_hours: null,
    brands: [{ slug: 'insta360', name: 'Insta360' }],
    province: { id: '31', name: 'DKI Jakarta' },
    city: { id: '31.71', name: 'Kota Jakarta Pusat' },
    marketplace: null,
    url: null,
    ...overrides,
  };
}

const bandung = { province: { id: '32', name: 'Jawa Barat' }, city: { id: '32.73', name: 'Kota Bandung' } };

export const sampleDealers: Dealer[] = [
  makeDealer({ id: 1, name: 'Kamera Jaya Jakarta' }),
  makeDealer({
    id: 2,
    name: 'Bintang Audio Bandung',
    address: 'Jl. Pasir Kaliki No. 44, Bandung',
    lat: -6.9073,
    lng: 107.613,
    brands: [{ slug: 'hollyland', name: 'Hollyland' }],
    ...bandung,
  }),
  makeDealer({
    id: 3,
    name: 'Adi Foto Medan',
    address: 'Jl. Zainul Arifin No. 179, Medan',
    lat: 3.5776,
    lng: 98.6926,
    brands: [
      { slug: 'insta360', name: 'Insta360' },
      { slug: 'saramonic', name: 'Saramonic' },
    ],
    province: { id: '12', name: 'Sumatera Utara' },
    city: { id: '12.71', name: 'Kota Medan' },
  }),
  makeDealer({
    id: 4,
    name: 'Cahaya Optik Cimahi',
    address: 'Jl. Gandawijaya 12, Cimahi',
    lat: null,
    lng: null,
    ...bandung,
    city: { id: '32.77', name: 'Kota Cimahi' },
  }),
];
