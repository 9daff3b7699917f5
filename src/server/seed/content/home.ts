import { href } from '../../../contract/routes';
import { fixedImageRef, imageRef, withAltEn } from '../media/image-ref';
import { placeholderVideoId } from './products/define';
import type { HomeAttributeRow, HomeSectionRow, NewsTickerRow, PromotionRow, SliderRow, TestimonialRow, VideoRow, WebAccessoryRow } from './types';

export const promotions: PromotionRow[] = [
  { slug: 'promo-ramadan-insta360-2026', title: 'Promo Ramadan Insta360', title_en: 'Insta360 Ramadan Deals', description: 'Potongan harga hingga Rp750.000 untuk Insta360 X5 dan Ace Pro 2 di dealer resmi peserta.', description_en: 'Up to Rp750,000 off the Insta360 X5 and Ace Pro 2 at participating dealers.', tag: 'general', marketplace: null, url: null, brand_slugs: ['insta360'], starts_at: '2026-02-18T00:00:00+07:00', ends_at: '2026-03-22T23:59:59+07:00' },
  { slug: 'hollyland-back-to-campus', title: 'Hollyland Back to Campus', title_en: 'Hollyland Back to Campus', description: 'Mahasiswa mendapat windscreen bulu gratis untuk setiap pembelian Lark M2S dengan kartu mahasiswa aktif.', description_en: 'Students get free furry windscreens with every Lark M2S bought with a valid student card.', tag: 'general', marketplace: null, url: null, brand_slugs: ['hollyland'], starts_at: '2026-08-01T00:00:00+07:00', ends_at: '2026-09-30T23:59:59+07:00' },
  { slug: 'tukar-tambah-mikrofon-saramonic', title: 'Tukar Tambah Mikrofon Saramonic', title_en: 'Saramonic Microphone Trade-in', description: 'Tukar mikrofon lama merek apa pun dan dapatkan potongan untuk Saramonic Ultra atau Blink Me.', description_en: 'Trade in an old microphone of any brand for money off a Saramonic Ultra or Blink Me.', tag: 'general', marketplace: null, url: null, brand_slugs: ['saramonic'], starts_at: '2026-10-01T00:00:00+07:00', ends_at: '2026-12-31T23:59:59+07:00' },
  { slug: 'tokopedia-denka-11-11', title: 'Denka di Tokopedia 11.11', title_en: 'Denka on Tokopedia 11.11', description: 'Voucher ekstra dan cicilan 0% untuk produk Insta360, Hollyland dan Saramonic di Denka Official Store Tokopedia.', description_en: 'Extra vouchers and 0% instalments on Insta360, Hollyland and Saramonic at the Denka Official Store on Tokopedia.', tag: 'marketplace', marketplace: 'Tokopedia', url: 'https://www.tokopedia.com/denka-official', brand_slugs: ['insta360', 'hollyland', 'saramonic'], starts_at: '2026-11-09T00:00:00+07:00', ends_at: '2026-11-12T23:59:59+07:00' },
  { slug: 'shopee-denka-12-12', title: 'Denka di Shopee 12.12', title_en: 'Denka on Shopee 12.12', description: 'Gratis ongkir dan koin cashback untuk mikrofon wireless dan gimbal pilihan.', description_en: 'Free shipping and coin cashback on selected wireless mics and gimbals.', tag: 'marketplace', marketplace: 'Shopee', url: 'https://shopee.co.id/denka-official', brand_slugs: ['hollyland', 'saramonic', 'zhiyun'], starts_at: '2026-12-10T00:00:00+07:00', ends_at: '2026-12-13T23:59:59+07:00' },
  { slug: 'blibli-insta360-week', title: 'Insta360 Week di Blibli', title_en: 'Insta360 Week on Blibli', description: 'Bundel aksesoris gratis untuk pembelian kamera Insta360 di Blibli selama sepekan.', description_en: 'Free accessory bundle with Insta360 cameras on Blibli for one week.', tag: 'marketplace', marketplace: 'Blibli', url: 'https://www.blibli.com/merchant/insta360-denka', brand_slugs: ['insta360'], starts_at: '2026-10-20T00:00:00+07:00', ends_at: '2026-10-27T23:59:59+07:00' },
].map((p) => ({ ...p, tag: p.tag as PromotionRow['tag'], image: withAltEn(imageRef('promotions', p.slug, p.title), p.title_en) }));

type SlideSeed = [tag: SliderRow['tag'], title: string, titleEn: string, subtitle: string, subtitleEn: string, link: string];
const SLIDES: SlideSeed[] = [
  ['main_slider', 'Insta360 X5', 'Insta360 X5', 'Lensa bisa diganti, malam lebih jernih. Kini di dealer resmi.', 'Replaceable lenses, clearer nights. Now at authorised dealers.', href('productInfo', { slug: 'insta360-x5' })],
  ['main_slider', 'Hollyland Lark M2S', 'Hollyland Lark M2S', 'Tujuh gram, klip titanium, tiga receiver dalam satu paket.', 'Seven grams, titanium clip, three receivers in one kit.', href('productInfo', { slug: 'hollyland-lark-m2s-ultimate-combo' })],
  ['main_slider', 'Saramonic Ultra', 'Saramonic Ultra', 'Audio 32-bit float dan timecode untuk kreator serius.', '32-bit float audio and timecode for serious creators.', href('productInfo', { slug: 'saramonic-ultra' })],
  ['main_slider', 'Cari Dealer Resmi Terdekat', 'Find Your Nearest Dealer', 'Lebih dari 180 dealer di seluruh Indonesia, bisa dicari tanpa sinyal.', 'More than 180 dealers across Indonesia, searchable even offline.', href('authorizedStore')],
  ['promo_slider_left', 'Tukar Tambah Mikrofon', 'Microphone Trade-in', 'Potongan untuk Saramonic Ultra dan Blink Me.', 'Money off Saramonic Ultra and Blink Me.', href('promosi')],
  ['promo_slider_left', 'Promo Ramadan Insta360', 'Insta360 Ramadan Deals', 'Hemat hingga Rp750.000.', 'Save up to Rp750,000.', href('promosi')],
  ['promo_slider_right', 'Servis Resmi & Garansi', 'Official Service & Warranty', 'Unit bermasalah dalam 14 hari diganti baru.', 'Faulty within 14 days? Replaced with a new unit.', href('garansi')],
  ['promo_slider_right', 'Denka Mobile', 'Denka Mobile', 'Daftarkan produk dan pantau servis dari ponsel.', 'Register products and track repairs from your phone.', href('denkaMobile')],
];
export const sliders: SliderRow[] = SLIDES.map(([tag, title, titleEn, subtitle, subtitleEn, link], index) => ({
  id: index + 1,
  tag,
  title,
  title_en: titleEn,
  subtitle,
  subtitle_en: subtitleEn,
  link,
  image: withAltEn(imageRef('sliders', String(index + 1), title, 1024), titleEn),
  image_mobile: withAltEn(imageRef('sliders-mobile', String(index + 1), title), titleEn),
  sort_order: index + 1,
}));

type TestimonialSeed = [name: string, role: string, roleEn: string, quote: string, quoteEn: string, rating: number, product: string | null];
const TESTIMONIALS: TestimonialSeed[] = [
  ['Andika Saputra', 'Vlogger perjalanan, Bandung', 'Travel vlogger, Bandung', 'Insta360 X4 saya sempat bermasalah di minggu pertama dan langsung diganti unit baru. Prosesnya cepat.', 'My Insta360 X4 had an issue in the first week and was swapped for a new unit straight away. Quick process.', 5, 'insta360-x4'],
  ['Sari Wulandari', 'Guru dan kreator edukasi, Surabaya', 'Teacher and education creator, Surabaya', 'Lark M2 membuat suara kelas online saya jauh lebih jelas. Dealer di Surabaya membantu memilih paket yang tepat.', 'The Lark M2 made my online classes sound far clearer. The Surabaya dealer helped me pick the right kit.', 5, 'hollyland-lark-m2-combo'],
  ['Rudi Hartono', 'Videografer pernikahan, Medan', 'Wedding videographer, Medan', 'Service center Medan memperbaiki gimbal saya dalam tiga hari kerja. Teknisinya menjelaskan dengan detail.', 'The Medan service centre fixed my gimbal in three working days, and the technician explained everything.', 5, null],
  ['Putu Ayu', 'Instruktur selam, Bali', 'Dive instructor, Bali', 'Kamera aksi dari Denka bertahan musim demi musim menyelam. Garansi resmi membuat saya tenang.', 'The action camera from Denka has lasted dive season after season. The official warranty gives peace of mind.', 4, 'insta360-ace-pro-2'],
  ['Fajar Nugraha', 'Produser siaran gereja, Jakarta Barat', 'Church broadcast producer, West Jakarta', 'Solidcom C1 langsung jalan tanpa setting rumit. Tim kami berkomunikasi lancar selama ibadah.', 'The Solidcom C1 worked out of the box. Our team talks smoothly throughout every service.', 5, 'hollyland-solidcom-c1-4-headset'],
  ['Nadia Rahman', 'Penjual online, Makassar', 'Online seller, Makassar', 'Saramonic Blink500 B6 pas untuk live jualan. Suara pembeli dan saya sama-sama jelas.', 'The Saramonic Blink500 B6 is perfect for live selling; both the buyers and I sound clear.', 5, 'saramonic-blink500-b6'],
  ['Yoga Prasetyo', 'Mahasiswa film, Yogyakarta', 'Film student, Yogyakarta', 'Ikut workshop Denka lalu membeli Saramonic Ultra. Audio film pendek kami naik kelas.', 'I joined a Denka workshop and then bought a Saramonic Ultra. Our short films sound a class above.', 4, 'saramonic-ultra'],
];
export const testimonials: TestimonialRow[] = TESTIMONIALS.map(([name, role, roleEn, quote, quoteEn, rating, product], index) => ({
  id: index + 1,
  name,
  role,
  role_en: roleEn,
  quote,
  quote_en: quoteEn,
  rating,
  avatar: fixedImageRef('avatars', String(index + 1), name),
  product_slug: product,
}));

/** Exactly three launch-promo flags; the header rotates them every 5 s (docs/product.md §4). */
export const newsticker: NewsTickerRow[] = [
  { id: 1, text: 'BARU: Insta360 X5 kini tersedia di dealer resmi Denka', text_en: 'NEW: Insta360 X5 now at authorised Denka dealers', link: href('productInfo', { slug: 'insta360-x5' }), sort_order: 1 },
  { id: 2, text: 'PELUNCURAN: Hollyland Lark M2S — bonus charging cable untuk 100 pembeli pertama', text_en: 'LAUNCH: Hollyland Lark M2S — bonus cable for the first 100 buyers', link: href('productInfo', { slug: 'hollyland-lark-m2s-ultimate-combo' }), sort_order: 2 },
  { id: 3, text: 'PROMO: Saramonic Air — ikuti giveaway Feel the Air, Win the Air', text_en: 'PROMO: Saramonic Air — join the Feel the Air, Win the Air giveaway', link: href('saramonicAir'), sort_order: 3 },
];

export const homeAttributes: HomeAttributeRow[] = [
  { id: 1, tag: 'feature_section', title: 'Garansi Resmi', title_en: 'Official Warranty', description: 'Semua produk bergaransi resmi Denka dan diganti baru bila bermasalah dalam 14 hari.', description_en: 'Every product carries an official Denka warranty and is replaced if faulty within 14 days.', icon: 'shield-check', image: null, link: href('garansi'), sort_order: 1 },
  { id: 2, tag: 'feature_section', title: 'Dealer di Seluruh Indonesia', title_en: 'Dealers Nationwide', description: 'Temukan dealer resmi terdekat di lebih dari 30 provinsi.', description_en: 'Find an authorised dealer near you in more than 30 provinces.', icon: 'map-pin', image: null, link: href('authorizedStore'), sort_order: 2 },
  { id: 3, tag: 'feature_section', title: 'Service Center Resmi', title_en: 'Official Service Centres', description: 'Teknisi terlatih dan suku cadang asli di 23 service center.', description_en: 'Trained technicians and genuine parts at 23 service centres.', icon: 'tool', image: null, link: href('serviceCenter'), sort_order: 3 },
  { id: 4, tag: 'feature_section', title: 'Belanja Online Aman', title_en: 'Safe Online Shopping', description: 'Toko resmi di Tokopedia, Shopee, Blibli, Lazada dan TikTok Shop.', description_en: 'Official stores on Tokopedia, Shopee, Blibli, Lazada and TikTok Shop.', icon: 'shopping-bag', image: null, link: href('authorizedStore'), sort_order: 4 },
  { id: 5, tag: 'product_section', title: 'Rekam Semua Sudut', title_en: 'Capture Every Angle', description: 'Kamera 360 dan kamera aksi Insta360 untuk perjalanan dan olahraga.', description_en: 'Insta360 360 and action cameras for travel and sport.', icon: null, image: imageRef('sections', 'product-section-1', 'Insta360'), link: href('brand', { slug: 'insta360' }), sort_order: 1 },
  { id: 6, tag: 'product_section', title: 'Suara Jernih Tanpa Kabel', title_en: 'Clear Sound, No Cables', description: 'Mikrofon wireless Hollyland dan Saramonic untuk kamera dan ponsel.', description_en: 'Hollyland and Saramonic wireless mics for cameras and phones.', icon: null, image: withAltEn(imageRef('sections', 'product-section-2', 'Mikrofon wireless'), 'Wireless microphones'), link: href('productCategory', { slug: 'mic-wireless' }), sort_order: 2 },
];

export const homeSections: HomeSectionRow[] = [
  { key: 'section_1', title: 'Perlengkapan Kreator, Resmi dan Bergaransi', title_en: 'Creator Gear, Official and Under Warranty', subtitle: 'Sejak 2016 bersama kreator Indonesia', subtitle_en: 'With Indonesian creators since 2016', body: '<p>Denka mendistribusikan kamera, mikrofon, gimbal dan aksesoris dari 27 brand, lengkap dengan dukungan servis di seluruh Indonesia.</p>', body_en: '<p>Denka distributes cameras, microphones, gimbals and accessories from 27 brands, backed by service across Indonesia.</p>', image: imageRef('sections', 'section_1', 'Denka'), cta_label: 'Tentang Kami', cta_label_en: 'About Us', cta_link: href('aboutUs') },
  { key: 'section_2', title: 'Kebutuhan Bisnis dan Instansi', title_en: 'For Businesses and Institutions', subtitle: 'Pengadaan B2B dan B2G', subtitle_en: 'B2B and B2G procurement', body: '<p>Tim B2B membantu kebutuhan studio, kampus, media dan instansi pemerintah. Kami menghubungi Anda dalam 24 jam.</p>', body_en: '<p>Our B2B team serves studios, campuses, media and government buyers. We get back to you within 24 hours.</p>', image: imageRef('sections', 'section_2', 'B2B'), cta_label: 'Ajukan Penawaran', cta_label_en: 'Request a Quote', cta_link: href('b2b') },
];

type VideoSeed = [title: string, titleEn: string, brand: string | null, published: string];
const VIDEOS: VideoSeed[] = [
  ['Unboxing Insta360 X5 dan Tips Pengaturan Awal', 'Insta360 X5 Unboxing and First Settings', 'insta360', '2025-05-02'],
  ['Membandingkan Hollyland Lark M2S dan Lark M2', 'Hollyland Lark M2S vs Lark M2', 'hollyland', '2025-02-10'],
  ['Cara Pasang Saramonic Blink500 ke Kamera dan Ponsel', 'Connecting the Saramonic Blink500 to Camera and Phone', 'saramonic', '2023-03-15'],
  ['Reframe Video 360 dalam Lima Menit', 'Reframe 360 Video in Five Minutes', 'insta360', '2024-06-20'],
  ['Setup Produksi Live dengan Hollyland Solidcom dan Mars', 'Live Production Setup with Hollyland Solidcom and Mars', 'hollyland', '2024-11-05'],
  ['Klaim Garansi di Service Center Denka: Langkah demi Langkah', 'Warranty Claims at a Denka Service Centre, Step by Step', null, '2026-02-01'],
  ['Audio 32-bit Float dengan Saramonic Ultra', '32-bit Float Audio with the Saramonic Ultra', 'saramonic', '2024-09-12'],
];
export const videos: VideoRow[] = VIDEOS.map(([title, titleEn, brand, published], index) => ({
  id: index + 1,
  title,
  title_en: titleEn,
  youtube_id: placeholderVideoId(title),
  thumbnail: withAltEn(imageRef('videos', String(index + 1), title), titleEn),
  brand_slug: brand,
  published_at: `${published}T10:00:00+07:00`,
}));

/** Header partner logos (grey, colour on hover) and footer assets. */
export const webAccessories: WebAccessoryRow[] = [
  ...['insta360', 'hollyland', 'saramonic'].map((slug, index) => ({
    key: `header_partner_${slug}`,
    placement: 'header' as const,
    label: slug === 'insta360' ? 'Insta360' : slug === 'hollyland' ? 'Hollyland' : 'Saramonic',
    media_url: `/media/accessories/${slug}-mono.webp`,
    hover_media_url: `/media/accessories/${slug}-color.webp`,
    link: href('brand', { slug }),
    sort_order: index + 1,
  })),
  { key: 'header_logo', placement: 'header', label: 'Denka', media_url: '/media/accessories/denka-color.webp', hover_media_url: null, link: '/', sort_order: 0 },
  { key: 'footer_logo', placement: 'footer', label: 'Denka', media_url: '/media/accessories/denka-mono.webp', hover_media_url: null, link: '/', sort_order: 1 },
  { key: 'footer_app_badge', placement: 'footer', label: 'Denka Mobile', media_url: '/media/accessories/denka-mobile-color.webp', hover_media_url: null, link: href('denkaMobile'), sort_order: 2 },
];
