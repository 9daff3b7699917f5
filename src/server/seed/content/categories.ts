import { imageRef } from '../media/image-ref';
import { CATEGORY_ATTRIBUTES } from './products/typed';
import type { CategoryRow } from './types';

type CategorySeed = [slug: string, name: string, nameEn: string, popular: number | null, id: string, en: string];

// The 12 categories of /work/shared/data/product-facts.json, in menu order.
const SEEDS: CategorySeed[] = [
  [
    'kamera-360',
    'Kamera 360',
    '360 Cameras',
    1,
    'Rekam semua arah sekaligus, lalu tentukan sudut terbaik saat mengedit. Cocok untuk perjalanan, olahraga dan tur virtual.',
    'Record every direction at once and pick the best angle while editing. Great for travel, sports and virtual tours.',
  ],
  [
    'action-camera',
    'Kamera Aksi',
    'Action Cameras',
    2,
    'Kamera tangguh, tahan air dan stabil untuk olahraga, motor, menyelam dan vlog harian.',
    'Rugged, waterproof and stabilised cameras for sports, riding, diving and daily vlogs.',
  ],
  [
    'kamera-mini',
    'Kamera Mini / Wearable',
    'Mini / Wearable Cameras',
    null,
    'Kamera sangat kecil yang bisa dijepit, ditempel magnet atau dikenakan untuk sudut pandang orang pertama.',
    'Tiny cameras you can clip, stick magnetically or wear for a first-person point of view.',
  ],
  [
    'gimbal',
    'Gimbal & Stabilizer',
    'Gimbals & Stabilizers',
    3,
    'Penstabil tiga sumbu untuk smartphone dan kamera agar gerakan kamera tetap mulus.',
    'Three-axis stabilisers for phones and cameras that keep camera moves smooth.',
  ],
  [
    'webcam',
    'Webcam & Streaming',
    'Webcams & Streaming',
    null,
    'Webcam dan kamera streaming untuk rapat daring, kelas online dan siaran langsung.',
    'Webcams and streaming cameras for online meetings, classes and live broadcasts.',
  ],
  [
    'mic-wireless',
    'Mikrofon Nirkabel',
    'Wireless Microphones',
    4,
    'Mikrofon wireless ringkas untuk kamera dan smartphone, dari vlog hingga wawancara dua orang.',
    'Compact wireless microphones for cameras and phones, from vlogs to two-person interviews.',
  ],
  [
    'mic-on-camera',
    'Mikrofon On-Camera',
    'On-Camera Microphones',
    5,
    'Mikrofon shotgun yang dipasang di atas kamera untuk suara yang lebih jelas dan terarah.',
    'Shotgun microphones that sit on the camera for clearer, more directional sound.',
  ],
  [
    'mic-lavalier',
    'Mikrofon Lavalier Kabel',
    'Wired Lavalier Microphones',
    null,
    'Mikrofon klip berkabel yang praktis dan andal untuk presentasi, podcast dan konten edukasi.',
    'Practical, reliable wired clip-on microphones for presentations, podcasts and tutorials.',
  ],
  [
    'audio-interface',
    'Audio Interface & Adapter',
    'Audio Interfaces & Adapters',
    null,
    'Preamp, mixer dan adaptor untuk menghubungkan mikrofon profesional ke kamera, komputer atau ponsel.',
    'Preamps, mixers and adapters that connect professional microphones to cameras, computers or phones.',
  ],
  [
    'video-transmission',
    'Transmisi Video Nirkabel',
    'Wireless Video Transmission',
    6,
    'Kirim gambar kamera tanpa kabel ke monitor, sutradara atau perangkat seluler dengan latensi rendah.',
    'Send the camera picture without cables to monitors, directors or mobile devices with low latency.',
  ],
  [
    'intercom',
    'Intercom Nirkabel',
    'Wireless Intercom',
    null,
    'Komunikasi dua arah tanpa kabel untuk kru produksi, event dan siaran.',
    'Hands-free two-way communication for production crews, events and broadcasts.',
  ],
  [
    'aksesoris',
    'Aksesoris',
    'Accessories',
    null,
    'Tripod, lampu, mount, filter dan perlengkapan pendukung lain untuk melengkapi setup Anda.',
    'Tripods, lights, mounts, filters and other gear to complete your setup.',
  ],
];

export const categories: CategoryRow[] = SEEDS.map(([slug, name, nameEn, popular, id, en], index) => ({
  slug,
  name,
  name_en: nameEn,
  description: id,
  description_en: en,
  image_url: imageRef('categories', slug, name).url,
  meta_title: `${name} Resmi & Bergaransi | Denka`,
  meta_title_en: `Official ${nameEn} with Warranty | Denka`,
  meta_description: `Belanja ${name.toLowerCase()} original dari brand resmi Denka. ${id}`.slice(0, 160),
  meta_description_en: `Shop genuine ${nameEn.toLowerCase()} from Denka's official brands. ${en}`.slice(0, 160),
  popular_rank: popular,
  sort_order: index + 1,
  attributes: CATEGORY_ATTRIBUTES[slug] ?? [],
}));

export const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
