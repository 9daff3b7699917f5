// Demo product registrations (docs/content.md): serial numbers a visitor can try on
// /aktivasi-garansi on a fresh install. Dates relative to the seeding day keep one replacement window open.

export type DemoRegistration = {
  serial: string;
  brand: string;
  /** Days before the seeding day, or a fixed YYYY-MM-DD. */
  purchase: number | string;
  activated: boolean;
  reference: string;
  placeName: string;
};

export const demoRegistrations: DemoRegistration[] = [
  { serial: 'DEMO-INSTA-0001', brand: 'insta360', purchase: 5, activated: true, reference: 'REG-DEMO0001', placeName: 'Denka Store Pluit' },
  {
    serial: 'DEMO-HOLLY-0131',
    brand: 'hollyland',
    purchase: '2025-01-31',
    activated: true,
    reference: 'REG-DEMO0002',
    placeName: 'Tokopedia Denka Official',
  },
  {
    serial: 'DEMO-SARA-0002',
    brand: 'saramonic',
    purchase: 40,
    activated: false,
    reference: 'REG-DEMO0003',
    placeName: 'Dealer resmi Bandung',
  },
];
