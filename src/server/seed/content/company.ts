import type { CompanyProfileRow, FaqEntryRow, MilestoneRow, SiteFeatureRow } from './types';
import { REPLACEMENT_DAYS } from './warranty';

export const HEAD_OFFICE = { address: 'Jl. Gunung Sahari Raya No. 2, Pademangan, Jakarta Utara 14420', lat: -6.1372, lng: 106.8334 };

export const companyProfile: CompanyProfileRow = {
  name: 'Denka',
  legal_name: 'PT Denka Indonesia',
  tagline: 'Distributor resmi perlengkapan foto dan video untuk kreator Indonesia',
  tagline_en: 'Official photo and video gear distributor for Indonesian creators',
  vision: 'Menjadi mitra paling tepercaya bagi kreator dan profesional visual di Indonesia.',
  vision_en: 'To be the most trusted partner of creators and visual professionals in Indonesia.',
  mission: [
    'Menghadirkan produk resmi dan bergaransi dari brand terbaik dunia dengan harga yang wajar.',
    'Membangun jaringan dealer dan service center yang menjangkau seluruh provinsi.',
    'Mengedukasi kreator lewat workshop, konten dan komunitas.',
    'Memberi layanan purnajual yang cepat, jujur dan mudah diakses.',
  ],
  mission_en: [
    "Bring official, warranted products from the world's best brands at fair prices.",
    'Build a dealer and service network that reaches every province.',
    'Educate creators through workshops, content and community.',
    'Deliver fast, honest and accessible after-sales service.',
  ],
  history:
    'Denka berawal pada 2016 sebagai distributor dua brand aksesoris kamera di Jakarta Utara. Seiring tumbuhnya kreator konten, Denka menambah lini kamera 360, mikrofon wireless dan gimbal, membuka service center pertama pada 2018, lalu menjadi distributor resmi Insta360, Hollyland dan Saramonic. Pada 2024 Denka menaungi 27 brand dengan dealer di lebih dari 30 provinsi.',
  history_en:
    'Denka began in 2016 as the distributor of two camera-accessory brands in North Jakarta. As content creation grew, it added 360 cameras, wireless microphones and gimbals, opened its first service centre in 2018 and became the official distributor of Insta360, Hollyland and Saramonic. By 2024 Denka represented 27 brands with dealers in more than 30 provinces.',
  address: HEAD_OFFICE.address,
  phone: '(021) 6471 2020',
  email: 'halo@denka.co.id',
  whatsapp: '6281180012020',
  lat: HEAD_OFFICE.lat,
  lng: HEAD_OFFICE.lng,
  founded_year: 2016,
  socials: [
    { network: 'instagram', url: 'https://www.instagram.com/denka.indonesia' },
    { network: 'facebook', url: 'https://www.facebook.com/denka.indonesia' },
    { network: 'tiktok', url: 'https://www.tiktok.com/@denka.indonesia' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/denka-indonesia' },
    { network: 'youtube', url: 'https://www.youtube.com/@denka.indonesia' },
  ],
};

export const siteFeatures: SiteFeatureRow[] = [
  [
    'Produk 100% Original',
    '100% Genuine Products',
    'Semua unit didatangkan langsung dari prinsipal dan bernomor seri terdaftar.',
    'Every unit comes straight from the brand with a registered serial number.',
    'badge-check',
  ],
  [
    'Garansi Resmi',
    'Official Warranty',
    `Klaim mudah di service center Denka; unit bermasalah dalam ${REPLACEMENT_DAYS} hari diganti baru.`,
    `Easy claims at Denka service centres; units faulty within ${REPLACEMENT_DAYS} days are replaced.`,
    'shield-check',
  ],
  [
    'Jaringan Dealer Luas',
    'Wide Dealer Network',
    'Dealer resmi di lebih dari 30 provinsi dan toko resmi di lima marketplace.',
    'Authorised dealers in more than 30 provinces and official stores on five marketplaces.',
    'map',
  ],
  [
    'Teknisi Bersertifikat',
    'Certified Technicians',
    'Teknisi dilatih langsung oleh brand dan memakai suku cadang asli.',
    'Technicians trained by the brands themselves, using genuine parts.',
    'tool',
  ],
  [
    'Edukasi Kreator',
    'Creator Education',
    'Workshop, kelas daring dan konten tutorial sepanjang tahun.',
    'Workshops, online classes and tutorials all year round.',
    'school',
  ],
  [
    'Layanan B2B dan Pemerintah',
    'B2B and Government Service',
    'Penawaran resmi dan pendampingan pengadaan, dibalas dalam 24 jam.',
    'Formal quotations and procurement support, answered within 24 hours.',
    'building',
  ],
].map(([title, titleEn, description, descriptionEn, icon], index) => ({
  id: index + 1,
  title: title as string,
  title_en: titleEn as string,
  description: description as string,
  description_en: descriptionEn as string,
  icon: icon as string,
  sort_order: index + 1,
}));

// Brand counts fixed by docs/product.md §9: 2 brands in 2016 … 27 in 2024.
const MILESTONES: [number, number, string, string, string, string][] = [
  [
    2016,
    2,
    'Awal perjalanan',
    'Where it began',
    'Denka berdiri di Jakarta Utara dan mendistribusikan dua brand aksesoris kamera.',
    'Denka opens in North Jakarta distributing two camera-accessory brands.',
  ],
  [
    2017,
    4,
    'Masuk ke audio',
    'Into audio',
    'Mikrofon Saramonic dan BOYA bergabung; dealer pertama di luar Jawa dibuka di Medan.',
    'Saramonic and BOYA microphones join; the first dealer outside Java opens in Medan.',
  ],
  [
    2018,
    7,
    'Service center pertama',
    'First service centre',
    'Service center pusat dibuka di Jakarta Utara dengan teknisi bersertifikat brand.',
    'The head-office service centre opens in North Jakarta with brand-certified technicians.',
  ],
  [
    2019,
    10,
    'Era gimbal',
    'The gimbal era',
    'Lini gimbal dan lampu LED bertambah seiring tren vlog.',
    'Gimbals and LED lights join the range as vlogging takes off.',
  ],
  [
    2020,
    13,
    'Hollyland dan kerja jarak jauh',
    'Hollyland and remote work',
    'Hollyland resmi bergabung; webcam dan mikrofon jadi andalan saat kerja dari rumah.',
    'Hollyland joins; webcams and microphones carry the work-from-home year.',
  ],
  [
    2021,
    17,
    'Toko online resmi',
    'Official online stores',
    'Denka Official Store hadir di Tokopedia, Shopee dan Blibli.',
    'The Denka Official Store opens on Tokopedia, Shopee and Blibli.',
  ],
  [
    2022,
    20,
    'Insta360 dan undian belanja',
    'Insta360 and the purchase lottery',
    'Menjadi distributor resmi Insta360 dan menggelar undian belanja Agustus–Desember.',
    'Becomes the official Insta360 distributor and runs the August–December purchase lottery.',
  ],
  [
    2023,
    24,
    'Indonesia timur',
    'Eastern Indonesia',
    'Service center Makassar dibuka dan dealer bertambah di Sulawesi dan Kalimantan.',
    'The Makassar service centre opens and dealers grow across Sulawesi and Kalimantan.',
  ],
  [
    2024,
    27,
    '27 brand, 30+ provinsi',
    '27 brands, 30+ provinces',
    'Portofolio mencapai 27 brand dengan dealer di lebih dari 30 provinsi.',
    'The portfolio reaches 27 brands with dealers in more than 30 provinces.',
  ],
];
export const milestones: MilestoneRow[] = MILESTONES.map(([year, count, title, titleEn, text, textEn]) => ({
  year,
  brand_count: count,
  title,
  title_en: titleEn,
  text,
  text_en: textEn,
}));

type FaqSeed = [FaqEntryRow['group'], string, string, string, string];
const FAQS: FaqSeed[] = [
  [
    'general',
    'Apakah produk di Denka original?',
    'Are products at Denka genuine?',
    'Ya. Denka adalah distributor resmi; setiap unit memiliki nomor seri terdaftar dan garansi resmi.',
    'Yes. Denka is the official distributor; every unit has a registered serial number and official warranty.',
  ],
  [
    'general',
    'Di mana saya bisa membeli produk Denka?',
    'Where can I buy Denka products?',
    'Di dealer resmi (lihat halaman Dealer) dan di toko resmi Denka di Tokopedia, Shopee, Blibli, Lazada dan TikTok Shop.',
    'At authorised dealers (see the Dealers page) and the official Denka stores on Tokopedia, Shopee, Blibli, Lazada and TikTok Shop.',
  ],
  [
    'general',
    'Apakah Denka melayani pembelian untuk perusahaan atau instansi?',
    'Do you sell to companies and institutions?',
    'Ya. Isi formulir B2B; tim kami menghubungi Anda dalam 24 jam dengan penawaran resmi.',
    'Yes. Fill in the B2B form; our team contacts you within 24 hours with a formal quotation.',
  ],
  [
    'general',
    'Apakah harga di situs sama dengan di dealer?',
    'Are website prices the same as in stores?',
    'Harga di situs adalah harga acuan. Dealer dan marketplace dapat memberi promo sendiri.',
    'Website prices are reference prices. Dealers and marketplaces may run their own promotions.',
  ],
  [
    'service',
    'Berapa lama proses servis?',
    'How long does a repair take?',
    'Umumnya 3–7 hari kerja. Jika suku cadang harus dipesan, teknisi akan mengabari perkiraan waktunya.',
    'Usually 3–7 working days. If a part must be ordered, the technician will tell you the expected time.',
  ],
  [
    'service',
    'Apakah bisa servis tanpa datang ke service center?',
    'Can I get a repair without visiting a service centre?',
    'Bisa. Titipkan unit di titik pickup & drop terdekat atau kirim lewat ekspedisi dengan formulir servis.',
    'Yes. Leave the unit at the nearest pickup & drop point or ship it with the service form.',
  ],
  [
    'service',
    'Apakah servis di luar garansi dikenakan biaya pemeriksaan?',
    'Is there a fee to inspect out-of-warranty units?',
    'Pemeriksaan gratis. Biaya perbaikan disampaikan dulu dan baru dikerjakan setelah Anda setuju.',
    'Inspection is free. You get a repair quote first and work starts only after you agree.',
  ],
  [
    'service',
    'Bagaimana saya memantau status servis?',
    'How do I track my repair?',
    'Lewat WhatsApp service center atau aplikasi Denka Mobile dengan nomor tanda terima servis.',
    'Via the service centre WhatsApp or the Denka Mobile app with your service receipt number.',
  ],
  [
    'warranty',
    'Apa syarat klaim garansi?',
    'What do I need for a warranty claim?',
    'Unit, nota pembelian dari dealer resmi, dan nomor seri atau kartu garansi yang sudah diaktifkan.',
    'The unit, the receipt from an authorised dealer, and the serial number or activated warranty card.',
  ],
  [
    'warranty',
    'Apakah unit bisa diganti baru?',
    'Can a unit be replaced with a new one?',
    `Ya, bila unit mengalami cacat produksi dalam ${REPLACEMENT_DAYS} hari sejak tanggal pembelian. Setelah itu unit diperbaiki sesuai ketentuan garansi.`,
    `Yes, if the unit has a manufacturing fault within ${REPLACEMENT_DAYS} days of the purchase date. After that it is repaired under the warranty terms.`,
  ],
  [
    'warranty',
    'Apa yang tidak ditanggung garansi?',
    'What does the warranty not cover?',
    'Kerusakan karena jatuh, cairan melebihi batas spesifikasi, pemakaian tidak wajar, atau perbaikan oleh pihak lain.',
    'Damage from drops, liquid beyond the rated limits, misuse, or repairs by third parties.',
  ],
  [
    'warranty',
    'Bagaimana cara aktivasi garansi?',
    'How do I activate the warranty?',
    'Buka halaman Aktivasi Garansi atau aplikasi Denka Mobile, lalu isi nomor seri dan unggah nota pembelian.',
    'Open the Warranty Activation page or the Denka Mobile app, enter the serial number and upload the receipt.',
  ],
];
export const faqs: FaqEntryRow[] = FAQS.map(([group, question, questionEn, answer, answerEn], index) => ({
  id: index + 1,
  group,
  question,
  question_en: questionEn,
  answer,
  answer_en: answerEn,
  sort_order: index + 1,
}));
