import type { Account } from '../contract/accounts';
import type { ProductDetail } from '../contract/catalogue';

/** A product as `v3/products/find` answers it, for tests; `overrides` replace its fields. */
export function productDetailFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const image = { url: '/media/products/x5-640.webp', width: 640, height: 640 };
  return {
    id: 1,
    slug: 'insta360-x5',
    name: 'Insta360 X5',
    description: 'Kamera 360',
    price: 8_999_000,
    image_base: image,
    brand: { id: 1, slug: 'insta360', name: 'Insta360', image_url: null },
    category: { id: 1, slug: 'kamera-360', name: 'Kamera 360' },
    content: '',
    images: [],
    specs: [],
    in_box: [],
    faq: [],
    video_url: null,
    dealer_stock: null,
    manual_url: null,
    marketplace_links: [],
    meta_title: null,
    meta_description: null,
    weight_grams: null,
    attributes: [],
    fits: [],
    fitting: [],
    updated_at: '2025-10-01T02:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in visitor as `v2/account/me` answers it, for tests; `overrides` replace its fields. */
export function accountFixture(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    name: 'Budi',
    email: 'budi@contoh.id',
    phone: '081234567890',
    address: '',
    province: null,
    city: null,
    postal_code: '',
    birth_date: null,
    gender: null,
    profile_complete: false,
    email_verified: false,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
