import type { ProductSeed } from './define';

// DJI, Zhiyun, FeiyuTech, MOZA and Hohem: cameras and stabilisers. Figures approximate.
export const camerasAndGimbals: ProductSeed[] = [
  {
    name: 'DJI Osmo Action 5 Pro', brand: 'dji', category: 'action-camera', year: 2024, price: 6_899_000,
    desc: ['Kamera aksi dengan sensor 1/1,3 inci, dua layar OLED dan baterai tahan lama untuk olahraga seharian.', 'An action camera with a 1/1.3-inch sensor, two OLED screens and a long-lasting battery for all-day sport.'],
    specs: [['sensor', '1/1,3 inci'], ['video', '4K/120fps'], ['screen', 'Dua layar sentuh OLED', 'Two OLED touchscreens'], ['waterproof', 'hingga 20 m tanpa casing'], ['runtime', 'hingga 4 jam'], ['storage', '47 GB internal + microSD'], ['mount', 'Quick release magnetik', 'Magnetic quick release']],
    box: [['Kamera Osmo Action 5 Pro', 'Osmo Action 5 Pro camera'], 'battery', 'qrmount', 'usbc'],
    variants: [{ name: 'DJI Osmo Action 5 Pro Adventure Combo', price: 8_499_000, desc: ['Osmo Action 5 Pro dengan tiga baterai, casing pengisian dan tongkat ekstensi untuk perjalanan panjang.', 'Osmo Action 5 Pro with three batteries, a charging case and an extension rod for long trips.'], box: [['Kamera Osmo Action 5 Pro', 'Osmo Action 5 Pro camera'], ['3× baterai', '3× battery'], ['Battery case', 'Battery case'], ['Tongkat ekstensi 1,5 m', '1.5 m extension rod'], 'qrmount', 'usbc'] }],
  },
  {
    name: 'DJI Osmo Action 4', brand: 'dji', category: 'action-camera', year: 2023, price: 5_499_000,
    desc: ['Kamera aksi sensor 1/1,3 inci dengan warna 10-bit D-Log M, tangguh di cuaca dingin maupun di bawah air.', 'A 1/1.3-inch action camera with 10-bit D-Log M colour, tough in the cold and under water.'],
    specs: [['sensor', '1/1,3 inci'], ['video', '4K/120fps, 10-bit D-Log M'], ['screen', 'Layar depan dan belakang', 'Front and rear screens'], ['waterproof', 'hingga 18 m tanpa casing'], ['runtime', 'hingga 160 menit'], ['mount', 'Quick release magnetik', 'Magnetic quick release']],
    box: [['Kamera Osmo Action 4', 'Osmo Action 4 camera'], 'battery', 'qrmount', 'usbc'],
  },
  {
    name: 'DJI Osmo Pocket 3', brand: 'dji', category: 'kamera-mini', year: 2023, price: 7_999_000,
    desc: ['Kamera saku bergimbal dengan sensor 1 inci dan layar putar 2 inci, favorit vlogger untuk rekaman stabil di mana saja.', 'A pocket gimbal camera with a 1-inch sensor and a 2-inch rotating screen, a vlogger favourite for stable shots anywhere.'],
    specs: [['sensor', '1 inci'], ['video', '4K/120fps'], ['axes', 'Gimbal 3 sumbu', '3-axis gimbal'], ['screen', 'Layar putar 2 inci', '2-inch rotating screen'], ['tracking', 'ActiveTrack'], ['weight', '± 179 g']],
    box: [['Osmo Pocket 3', 'Osmo Pocket 3'], ['Penutup pelindung', 'Protective cover'], ['Gagang dengan lubang 1/4 inci', 'Handle with 1/4-inch thread'], 'usbc', 'strap'],
    variants: [{ name: 'DJI Osmo Pocket 3 Creator Combo', price: 9_999_000, desc: ['Osmo Pocket 3 dengan transmitter DJI Mic 2, battery handle, lensa sudut lebar dan tripod mini.', 'Osmo Pocket 3 with a DJI Mic 2 transmitter, battery handle, wide-angle lens and mini tripod.'], box: [['Osmo Pocket 3', 'Osmo Pocket 3'], ['Transmitter DJI Mic 2', 'DJI Mic 2 transmitter'], ['Battery handle', 'Battery handle'], ['Lensa sudut lebar', 'Wide-angle lens'], 'tripod', 'usbc', 'pouch'] }],
  },
  {
    name: 'DJI Osmo 360', brand: 'dji', category: 'kamera-360', year: 2025, price: 7_999_000,
    desc: ['Kamera 360 DJI dengan sensor persegi 1 inci untuk video 8K yang tajam, cocok untuk perjalanan dan olahraga.', "DJI's 360 camera with a square 1-inch sensor for sharp 8K video, suited to travel and sport."],
    specs: [['sensor', '1 inci (persegi)', '1-inch (square)'], ['video', '8K/30fps (360°)'], ['screen', 'Layar sentuh', 'Touchscreen'], ['waterproof', 'hingga 10 m'], ['features', 'Reframe di aplikasi', 'In-app reframing']],
    box: [['Kamera Osmo 360', 'Osmo 360 camera'], 'battery', 'lenscap', 'usbc', 'pouch'],
  },
  {
    name: 'DJI Osmo Mobile 6', brand: 'dji', category: 'gimbal', year: 2022, price: 2_099_000,
    desc: ['Gimbal smartphone lipat dengan batang ekstensi bawaan, panel status dan klem magnetik yang cepat dipasang.', 'A folding phone gimbal with a built-in extension rod, status panel and quick magnetic clamp.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['tracking', 'ActiveTrack 6.0'], ['height', 'Batang ekstensi 21,5 cm', '21.5 cm extension rod'], ['runtime', 'hingga 6 jam 24 menit'], ['weight', '± 309 g']],
    box: [['Gimbal Osmo Mobile 6', 'Osmo Mobile 6 gimbal'], 'magclamp', 'tripod', 'usbc', 'pouch'],
  },
  {
    name: 'DJI RS 4', brand: 'dji', category: 'gimbal', year: 2024, price: 7_999_000,
    desc: ['Gimbal kamera untuk mirrorless dan sinema kompak dengan mode vertikal native dan joystick yang lebih presisi.', 'A camera gimbal for mirrorless and compact cinema bodies with native vertical mode and a more precise joystick.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '3 kg'], ['runtime', 'hingga 12 jam'], ['features', 'Mode vertikal native', 'Native vertical mode'], ['screen', 'Layar OLED 1,8 inci', '1.8-inch OLED screen'], ['weight', '± 1,5 kg']],
    box: [['Gimbal RS 4', 'RS 4 gimbal'], ['Grip / tripod', 'Grip / tripod'], 'qrplate', 'cables', 'usbc'],
    variants: [{ name: 'DJI RS 4 Combo', price: 9_499_000, desc: ['RS 4 dengan briefcase handle, focus motor dan tas, siap untuk produksi yang lebih serius.', 'RS 4 with a briefcase handle, focus motor and case, ready for more serious shoots.'], box: [['Gimbal RS 4', 'RS 4 gimbal'], ['Briefcase handle', 'Briefcase handle'], ['Focus motor', 'Focus motor'], 'qrplate', 'cables', 'usbc', 'bag'] }],
  },
  {
    name: 'DJI RS 4 Mini', brand: 'dji', category: 'gimbal', year: 2024, price: 5_999_000,
    desc: ['Gimbal ringan untuk mirrorless kecil dengan pelacakan subjek dan penyeimbang otomatis.', 'A light gimbal for small mirrorless cameras with subject tracking and automatic balancing.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '2 kg'], ['tracking', 'Pelacakan subjek', 'Subject tracking'], ['features', 'Penyeimbang otomatis', 'Automatic balancing'], ['weight', '± 890 g']],
    box: [['Gimbal RS 4 Mini', 'RS 4 Mini gimbal'], 'tripod', 'qrplate', 'cables', 'usbc'],
  },
  {
    name: 'Zhiyun Weebill 3S', brand: 'zhiyun', category: 'gimbal', year: 2023, price: 6_999_000,
    desc: ['Gimbal mirrorless dengan genggaman model sling dan lampu isi bawaan untuk sudut rendah yang nyaman.', 'A mirrorless gimbal with a sling-style grip and built-in fill light for comfortable low angles.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 3 kg'], ['features', 'Lampu isi bawaan, grip sling', 'Built-in fill light, sling grip'], ['runtime', 'hingga 21 jam'], ['weight', '± 1,26 kg']],
    box: [['Gimbal Weebill 3S', 'Weebill 3S gimbal'], 'qrplate', 'tripod', 'cables'],
  },
  {
    name: 'Zhiyun Smooth 5S', brand: 'zhiyun', category: 'gimbal', year: 2023, price: 2_299_000,
    desc: ['Gimbal smartphone dengan roda kontrol dan lampu isi terintegrasi untuk konten malam.', 'A phone gimbal with a control wheel and integrated fill light for night content.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['features', 'Lampu isi dan roda kontrol', 'Fill light and control wheel'], ['payload', '± 300 g'], ['runtime', 'hingga 20 jam'], ['compat', 'Smartphone', 'Smartphones']],
    box: [['Gimbal Smooth 5S', 'Smooth 5S gimbal'], 'tripod', 'usbc', 'pouch'],
  },
  {
    name: 'Zhiyun Crane 4', brand: 'zhiyun', category: 'gimbal', year: 2023, price: 9_999_000,
    desc: ['Gimbal kamera berat untuk sinema dengan layar kontrol dan dukungan aksesoris follow focus.', 'A heavy-duty cinema camera gimbal with a control screen and follow-focus support.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 6 kg'], ['screen', 'Layar kontrol', 'Control screen'], ['features', 'Dukungan follow focus', 'Follow-focus support'], ['weight', '± 2,2 kg']],
    box: [['Gimbal Crane 4', 'Crane 4 gimbal'], 'qrplate', 'tripod', 'cables', 'bag'],
  },
  {
    name: 'Zhiyun Crane M3S', brand: 'zhiyun', category: 'gimbal', year: 2023, price: 5_799_000,
    desc: ['Gimbal ringkas untuk mirrorless kecil, kamera saku dan ponsel dengan lampu isi bawaan.', 'A compact gimbal for small mirrorless, compact cameras and phones with a built-in fill light.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 1,2 kg'], ['features', 'Lampu isi bawaan', 'Built-in fill light'], ['compat', 'Mirrorless, kamera saku, ponsel', 'Mirrorless, compacts, phones'], ['weight', '± 700 g']],
    box: [['Gimbal Crane M3S', 'Crane M3S gimbal'], 'qrplate', 'tripod', 'phoneclamp', 'usbc'],
  },
  {
    name: 'Zhiyun Smooth Q4', brand: 'zhiyun', category: 'gimbal', year: 2021, price: 1_499_000,
    desc: ['Gimbal smartphone lipat dengan batang ekstensi dan lampu isi untuk pemula.', 'A folding phone gimbal with an extension rod and fill light for beginners.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['height', 'Batang ekstensi', 'Extension rod'], ['features', 'Lampu isi magnetik', 'Magnetic fill light'], ['runtime', 'hingga 12 jam'], ['compat', 'Smartphone', 'Smartphones']],
    box: [['Gimbal Smooth Q4', 'Smooth Q4 gimbal'], 'tripod', 'usbc', 'pouch'],
  },
  {
    name: 'FeiyuTech SCORP 2', brand: 'feiyu', category: 'gimbal', year: 2023, price: 5_499_000,
    desc: ['Gimbal kamera dengan pelacakan AI bawaan tanpa aplikasi dan gagang yang bisa dipakai untuk sudut rendah.', 'A camera gimbal with built-in AI tracking that needs no app and a handle for low angles.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 2,5 kg'], ['tracking', 'AI tracking bawaan', 'Built-in AI tracking'], ['screen', 'Layar sentuh', 'Touchscreen'], ['runtime', 'hingga 13 jam']],
    box: [['Gimbal SCORP 2', 'SCORP 2 gimbal'], 'qrplate', 'tripod', 'cables'],
  },
  {
    name: 'FeiyuTech Vimble 3', brand: 'feiyu', category: 'gimbal', year: 2021, price: 1_399_000,
    desc: ['Gimbal ponsel dengan batang ekstensi untuk selfie grup dan vlog perjalanan.', 'A phone gimbal with an extension rod for group selfies and travel vlogs.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['height', 'Batang ekstensi', 'Extension rod'], ['tracking', 'Pelacakan wajah', 'Face tracking'], ['compat', 'Smartphone', 'Smartphones'], ['weight', '± 450 g']],
    box: [['Gimbal Vimble 3', 'Vimble 3 gimbal'], 'tripod', 'usbc', 'pouch'],
  },
  {
    name: 'FeiyuTech Feiyu Pocket 3', brand: 'feiyu', category: 'kamera-mini', year: 2022, price: 5_499_000,
    desc: ['Kamera gimbal saku dengan modul kamera yang bisa dilepas dan dikendalikan dari jarak jauh.', 'A pocket gimbal camera whose camera module detaches and can be controlled remotely.'],
    specs: [['axes', 'Gimbal 3 sumbu', '3-axis gimbal'], ['video', '4K/30fps'], ['features', 'Modul kamera lepas-pasang', 'Detachable camera module'], ['screen', 'Layar di pegangan', 'Screen on the handle'], ['storage', 'microSD']],
    box: [['Feiyu Pocket 3', 'Feiyu Pocket 3'], ['Pegangan remote', 'Remote handle'], 'usbc', 'pouch'],
  },
  {
    name: 'MOZA Air 2S', brand: 'moza', category: 'gimbal', year: 2021, price: 6_999_000,
    desc: ['Gimbal untuk kamera mirrorless dan DSLR dengan layar OLED dan baterai yang dapat ditukar.', 'A gimbal for mirrorless and DSLR cameras with an OLED screen and swappable batteries.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 4,2 kg'], ['screen', 'Layar OLED', 'OLED screen'], ['battery', 'Baterai dapat ditukar', 'Swappable batteries'], ['runtime', 'hingga 20 jam']],
    box: [['Gimbal Air 2S', 'Air 2S gimbal'], 'qrplate', 'tripod', 'batteries', 'cables'],
  },
  {
    name: 'MOZA Mini MX2', brand: 'moza', category: 'gimbal', year: 2022, price: 1_099_000,
    desc: ['Gimbal smartphone lipat yang ringan dengan mode pelacakan dan timelapse untuk pemula.', 'A light folding phone gimbal with tracking and timelapse modes for beginners.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['tracking', 'Pelacakan wajah', 'Face tracking'], ['features', 'Timelapse, lipat', 'Timelapse, foldable'], ['runtime', 'hingga 10 jam'], ['weight', '± 300 g']],
    box: [['Gimbal Mini MX2', 'Mini MX2 gimbal'], 'tripod', 'usbc'],
  },
  {
    name: 'Hohem iSteady M6', brand: 'hohem', category: 'gimbal', year: 2022, price: 1_999_000,
    desc: ['Gimbal ponsel dengan sensor pelacakan AI magnetik dan lampu isi, kuat menopang ponsel besar.', 'A phone gimbal with a magnetic AI tracking sensor and fill light, strong enough for big phones.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 400 g'], ['tracking', 'Sensor AI magnetik', 'Magnetic AI sensor'], ['features', 'Lampu isi', 'Fill light'], ['runtime', 'hingga 9 jam']],
    box: [['Gimbal iSteady M6', 'iSteady M6 gimbal'], ['Sensor AI', 'AI sensor'], 'tripod', 'usbc', 'pouch'],
  },
  {
    name: 'Hohem iSteady V3', brand: 'hohem', category: 'gimbal', year: 2023, price: 1_299_000,
    desc: ['Gimbal ponsel terjangkau dengan modul AI dan lampu isi yang bisa dilepas untuk selfie dan live.', 'An affordable phone gimbal with a detachable AI module and fill light for selfies and live streams.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['tracking', 'Modul AI lepas-pasang', 'Detachable AI module'], ['features', 'Lampu isi', 'Fill light'], ['height', 'Batang ekstensi', 'Extension rod'], ['compat', 'Smartphone', 'Smartphones']],
    box: [['Gimbal iSteady V3', 'iSteady V3 gimbal'], 'tripod', 'usbc'],
  },
  {
    name: 'Hohem iSteady MT2', brand: 'hohem', category: 'gimbal', year: 2022, price: 3_499_000,
    desc: ['Gimbal serbaguna untuk mirrorless ringan, kamera aksi dan ponsel dengan sensor AI.', 'A versatile gimbal for light mirrorless, action cameras and phones with an AI sensor.'],
    specs: [['axes', '3 sumbu', '3-axis'], ['payload', '± 1,2 kg'], ['tracking', 'Sensor AI', 'AI sensor'], ['compat', 'Mirrorless, kamera aksi, ponsel', 'Mirrorless, action cams, phones'], ['runtime', 'hingga 10 jam']],
    box: [['Gimbal iSteady MT2', 'iSteady MT2 gimbal'], 'qrplate', 'tripod', 'usbc'],
  },
];
