import type { JobVacancyRow } from './types';

type JobSeed = [
  title: string,
  titleEn: string,
  category: [string, string],
  type: JobVacancyRow['job_type'],
  location: string,
  cityCode: string,
  published: string,
  desc: [string, string],
  req: [string, string][],
];

const JOBS: JobSeed[] = [
  [
    'Technical Support Specialist',
    'Technical Support Specialist',
    ['Layanan Purnajual', 'After-sales Service'],
    'full-time',
    'Jakarta Utara',
    '31.72',
    '2026-09-01',
    [
      'Mendiagnosis dan memperbaiki kamera, mikrofon wireless dan gimbal di service center pusat, serta membimbing mitra service di daerah.',
      'Diagnose and repair cameras, wireless mics and gimbals at the head-office service centre and coach regional service partners.',
    ],
    [
      ['Minimal D3 Teknik Elektro atau sejenis', 'Diploma in electrical engineering or similar'],
      ['Terbiasa menyolder komponen SMD', 'Comfortable soldering SMD parts'],
      ['Teliti dan komunikatif dengan pelanggan', 'Careful and good with customers'],
    ],
  ],
  [
    'Brand Specialist Insta360',
    'Insta360 Brand Specialist',
    ['Pemasaran', 'Marketing'],
    'full-time',
    'Jakarta Utara',
    '31.72',
    '2026-08-18',
    [
      'Menyusun rencana peluncuran, materi edukasi dan kampanye digital untuk lini Insta360 bersama dealer dan kreator.',
      'Plan launches, education material and digital campaigns for the Insta360 line with dealers and creators.',
    ],
    [
      ['Pengalaman 2 tahun di pemasaran produk teknologi', 'Two years in technology product marketing'],
      ['Memahami kamera 360 dan kamera aksi', 'Understands 360 and action cameras'],
      ['Mampu presentasi dalam bahasa Inggris', 'Can present in English'],
    ],
  ],
  [
    'Sales Executive Jawa Timur',
    'Sales Executive, East Java',
    ['Penjualan', 'Sales'],
    'full-time',
    'Surabaya',
    '35.78',
    '2026-07-07',
    [
      'Mengelola dan mengembangkan jaringan dealer di Jawa Timur, memantau stok dan menjalankan program promosi.',
      'Manage and grow the dealer network in East Java, watch stock and run promotions.',
    ],
    [
      ['Pengalaman penjualan B2B minimal 2 tahun', 'At least two years of B2B sales'],
      ['Memiliki SIM C dan kendaraan sendiri', 'Motorbike licence and own vehicle'],
      ['Bersedia perjalanan dinas', 'Willing to travel'],
    ],
  ],
  [
    'Content Creator (Videografer)',
    'Content Creator (Videographer)',
    ['Kreatif', 'Creative'],
    'contract',
    'Jakarta Utara',
    '31.72',
    '2026-10-02',
    [
      'Membuat video review, tutorial dan konten pendek untuk kanal media sosial Denka.',
      "Produce reviews, tutorials and short videos for Denka's social channels.",
    ],
    [
      ['Portofolio video yang kuat', 'Strong video portfolio'],
      ['Menguasai Premiere Pro atau DaVinci Resolve', 'Fluent in Premiere Pro or DaVinci Resolve'],
      ['Paham audio dan lighting dasar', 'Basic audio and lighting skills'],
    ],
  ],
  [
    'Customer Service (WhatsApp & Marketplace)',
    'Customer Service (WhatsApp & Marketplace)',
    ['Layanan Pelanggan', 'Customer Care'],
    'full-time',
    'Jakarta Utara',
    '31.72',
    '2026-06-15',
    [
      'Menjawab pertanyaan produk, garansi dan status servis melalui WhatsApp, telepon dan chat marketplace.',
      'Answer product, warranty and repair-status questions over WhatsApp, phone and marketplace chat.',
    ],
    [
      ['Minimal SMA/SMK', 'High-school diploma or above'],
      ['Ramah dan sabar', 'Friendly and patient'],
      ['Bersedia bekerja bergiliran termasuk akhir pekan', 'Willing to work shifts incl. weekends'],
    ],
  ],
  [
    'Warehouse & Logistics Staff',
    'Warehouse & Logistics Staff',
    ['Operasional', 'Operations'],
    'full-time',
    'Jakarta Utara',
    '31.72',
    '2026-05-20',
    [
      'Menerima, memeriksa, menyimpan dan mengirim barang ke dealer serta pelanggan marketplace.',
      'Receive, check, store and ship goods to dealers and marketplace customers.',
    ],
    [
      ['Minimal SMA/SMK', 'High-school diploma or above'],
      ['Terbiasa dengan sistem stok', 'Used to stock systems'],
      ['Teliti dan disiplin', 'Careful and disciplined'],
    ],
  ],
  [
    'Service Technician Medan',
    'Service Technician, Medan',
    ['Layanan Purnajual', 'After-sales Service'],
    'contract',
    'Medan',
    '12.71',
    '2026-04-10',
    ['Menangani perbaikan dan klaim garansi di service center Medan.', 'Handle repairs and warranty claims at the Medan service centre.'],
    [
      ['Pengalaman servis elektronik', 'Electronics repair experience'],
      ['Berdomisili di Medan', 'Based in Medan'],
      ['Mampu bekerja mandiri', 'Works independently'],
    ],
  ],
  [
    'Magang Digital Marketing',
    'Digital Marketing Intern',
    ['Pemasaran', 'Marketing'],
    'internship',
    'Jakarta Utara',
    '31.72',
    '2026-09-22',
    [
      'Membantu tim pemasaran mengelola iklan digital, laporan kinerja dan kalender konten selama enam bulan.',
      'Help the marketing team run digital ads, performance reports and the content calendar for six months.',
    ],
    [
      ['Mahasiswa tingkat akhir atau fresh graduate', 'Final-year student or fresh graduate'],
      ['Aktif di media sosial', 'Active on social media'],
      ['Mampu mengolah data di spreadsheet', 'Comfortable with spreadsheets'],
    ],
  ],
  [
    'Magang Fotografer Produk',
    'Product Photography Intern',
    ['Kreatif', 'Creative'],
    'internship',
    'Jakarta Utara',
    '31.72',
    '2026-08-01',
    [
      'Memotret produk untuk katalog, marketplace dan materi dealer.',
      'Photograph products for the catalogue, marketplaces and dealer material.',
    ],
    [
      ['Memiliki portofolio foto', 'Has a photo portfolio'],
      ['Memahami lighting studio dasar', 'Understands basic studio lighting'],
      ['Bisa Lightroom atau Photoshop', 'Can use Lightroom or Photoshop'],
    ],
  ],
  [
    'Key Account Manager B2B & Pemerintahan',
    'Key Account Manager, B2B & Government',
    ['Penjualan', 'Sales'],
    'full-time',
    'Jakarta Selatan',
    '31.74',
    '2026-10-12',
    [
      'Menangani pengadaan korporasi, kampus dan instansi pemerintah, dari penawaran hingga serah terima.',
      'Handle corporate, campus and government procurement from quotation to hand-over.',
    ],
    [
      ['Pengalaman penjualan proyek minimal 3 tahun', 'At least three years of project sales'],
      ['Memahami proses pengadaan pemerintah', 'Understands government procurement'],
      ['Memiliki jaringan di industri media', 'Network in the media industry'],
    ],
  ],
];

/**
 * Open until filled: no closing date, so the demo (and every test that applies for a job) always has open
 * vacancies, whatever the day. The others closed 60 days after publication and stay closed.
 */
const OPEN_UNTIL_FILLED = new Set(['Content Creator (Videografer)', 'Key Account Manager B2B & Pemerintahan']);

export const jobVacancies: JobVacancyRow[] = JOBS.map(
  ([title, titleEn, category, type, location, cityCode, published, desc, req], index) => {
    const slug = `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}-${index + 1}`;
    const closes = OPEN_UNTIL_FILLED.has(title)
      ? null
      : new Date(Date.parse(`${published}T00:00:00+07:00`) + 60 * 86_400_000).toISOString();
    return {
      id: index + 1,
      slug,
      title,
      title_en: titleEn,
      job_category: category[0],
      job_category_en: category[1],
      job_type: type,
      location,
      province_code: cityCode.split('.')[0]!, // a city's code starts with its province's (BPS)
      city_code: cityCode,
      description: desc[0],
      description_en: desc[1],
      requirements: req.map((r) => r[0]),
      requirements_en: req.map((r) => r[1]),
      external_url: `https://www.jobstreet.co.id/id/job/denka-${slug}`,
      published_at: `${published}T09:00:00+07:00`,
      closes_at: closes,
    };
  },
);
