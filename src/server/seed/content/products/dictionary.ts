/** Bilingual labels shared by the product seeds, so each product is written once, compactly. */
export type T2 = readonly [id: string, en: string];

export const SPEC_LABELS = {
  sensor: ['Sensor', 'Sensor'],
  lens: ['Lensa', 'Lens'],
  video: ['Resolusi video', 'Video resolution'],
  photo: ['Resolusi foto', 'Photo resolution'],
  screen: ['Layar', 'Screen'],
  stabilization: ['Stabilisasi', 'Stabilisation'],
  battery: ['Baterai', 'Battery'],
  runtime: ['Daya tahan', 'Runtime'],
  waterproof: ['Tahan air', 'Waterproof'],
  storage: ['Penyimpanan', 'Storage'],
  weight: ['Berat', 'Weight'],
  dimensions: ['Dimensi', 'Dimensions'],
  connectivity: ['Konektivitas', 'Connectivity'],
  range: ['Jangkauan', 'Range'],
  audio: ['Kualitas audio', 'Audio quality'],
  channels: ['Kanal', 'Channels'],
  noise: ['Peredam bising', 'Noise reduction'],
  pattern: ['Pola polar', 'Polar pattern'],
  frequency: ['Frekuensi', 'Frequency'],
  recording: ['Perekaman internal', 'Internal recording'],
  connector: ['Konektor', 'Connector'],
  input: ['Input', 'Input'],
  output: ['Output', 'Output'],
  latency: ['Latensi', 'Latency'],
  axes: ['Sumbu stabilisasi', 'Stabilisation axes'],
  payload: ['Beban maksimum', 'Max payload'],
  tracking: ['Pelacakan', 'Tracking'],
  compat: ['Kompatibilitas', 'Compatibility'],
  power: ['Catu daya', 'Power'],
  users: ['Jumlah pengguna', 'Users'],
  light: ['Daya lampu', 'Light output'],
  cct: ['Suhu warna', 'Colour temperature'],
  cri: ['CRI / TLCI', 'CRI / TLCI'],
  height: ['Tinggi', 'Height'],
  load: ['Beban', 'Load capacity'],
  material: ['Material', 'Material'],
  mount: ['Dudukan', 'Mount'],
  features: ['Fitur', 'Features'],
  interface: ['Antarmuka', 'Interface'],
} as const satisfies Record<string, T2>;
export type SpecKey = keyof typeof SPEC_LABELS;

export const BOX_ITEMS = {
  battery: ['Baterai', 'Battery'],
  battery2: ['2× baterai', '2× battery'],
  usbc: ['Kabel USB-C', 'USB-C cable'],
  usbcc: ['Kabel USB-C ke USB-C', 'USB-C to USB-C cable'],
  pouch: ['Pouch pelindung', 'Protective pouch'],
  case: ['Hard case', 'Hard case'],
  lenscap: ['Penutup lensa', 'Lens cap'],
  lensguard: ['Pelindung lensa', 'Lens guard'],
  qrmount: ['Dudukan quick release', 'Quick-release mount'],
  tx2: ['2× transmitter', '2× transmitter'],
  tx1: ['1× transmitter', '1× transmitter'],
  rx: ['Receiver', 'Receiver'],
  rxcam: ['Receiver kamera', 'Camera receiver'],
  rxusbc: ['Receiver USB-C', 'USB-C receiver'],
  rxlight: ['Receiver Lightning', 'Lightning receiver'],
  chargecase: ['Charging case', 'Charging case'],
  magnets: ['Magnet penjepit', 'Clip magnets'],
  wind: ['Windscreen busa', 'Foam windscreens'],
  furry: ['Windscreen bulu', 'Furry windscreens'],
  trs: ['Kabel TRS 3,5 mm', '3.5 mm TRS cable'],
  trrs: ['Kabel TRRS 3,5 mm', '3.5 mm TRRS cable'],
  lav2: ['2× mikrofon lavalier', '2× lavalier microphone'],
  lav1: ['Mikrofon lavalier', 'Lavalier microphone'],
  clip: ['Klip penjepit', 'Tie clip'],
  shock: ['Shock mount', 'Shock mount'],
  coldshoe: ['Adaptor cold shoe', 'Cold-shoe adapter'],
  adapterusbc: ['Adaptor USB-C', 'USB-C adapter'],
  adapterlight: ['Adaptor Lightning', 'Lightning adapter'],
  tripod: ['Tripod mini', 'Mini tripod'],
  phoneclamp: ['Penjepit ponsel', 'Phone clamp'],
  magclamp: ['Penjepit ponsel magnetik', 'Magnetic phone clamp'],
  qrplate: ['Plat quick release', 'Quick-release plate'],
  strap: ['Tali pergelangan', 'Wrist strap'],
  antennas: ['Antena', 'Antennas'],
  poweradapter: ['Adaptor daya', 'Power adapter'],
  hdmi: ['Kabel HDMI', 'HDMI cable'],
  cables: ['Set kabel kontrol', 'Control cable set'],
  manual: ['Panduan singkat', 'Quick start guide'],
  headsets4: ['4× headset', '4× headset'],
  headsets8: ['8× headset', '8× headset'],
  batteries: ['Baterai cadangan', 'Spare batteries'],
  charger: ['Charger baterai', 'Battery charger'],
  diffuser: ['Diffuser', 'Diffuser'],
  reflector: ['Reflektor', 'Reflector'],
  bag: ['Tas jinjing', 'Carrying bag'],
  cleaning: ['Kain pembersih', 'Cleaning cloth'],
  screws: ['Sekrup 1/4 inci', '1/4-inch screw'],
  wrench: ['Kunci L', 'Hex key'],
  mount: ['Dudukan magnetik', 'Magnetic mount'],
} as const satisfies Record<string, T2>;
export type BoxKey = keyof typeof BOX_ITEMS;

/** What each category is good for: the "Ideal untuk" paragraph of a product description ("Cocok untuk" is the section of what an accessory fits). */
export const CATEGORY_USE: Record<string, T2> = {
  'kamera-360': [
    'Perjalanan, olahraga, tur properti dan konten kreatif yang sudut pandangnya ditentukan belakangan saat mengedit.',
    'Travel, sports, property tours and creative content whose framing you choose later in the edit.',
  ],
  'action-camera': [
    'Olahraga, bersepeda, berkendara, menyelam dan vlog harian yang butuh kamera tangguh dan stabil.',
    'Sports, cycling, riding, diving and daily vlogs that need a tough, stable camera.',
  ],
  'kamera-mini': [
    'Rekaman sudut pandang pertama, konten harian tanpa tangan, dan situasi di mana kamera besar terasa mengganggu.',
    'First-person footage, hands-free daily content and places where a big camera gets in the way.',
  ],
  gimbal: [
    'Vlog berjalan, konten produk, video pernikahan dan gerakan kamera sinematik yang mulus.',
    'Walking vlogs, product shots, wedding films and smooth cinematic camera moves.',
  ],
  webcam: [
    'Rapat daring, kelas online, siaran langsung dan presentasi dari meja kerja.',
    'Online meetings, classes, live streams and desk presentations.',
  ],
  'mic-wireless': [
    'Vlog, wawancara, konten media sosial, siaran langsung dan dokumentasi acara.',
    'Vlogs, interviews, social content, live streams and event coverage.',
  ],
  'mic-on-camera': [
    'Vlog, dokumentasi, B-roll dan rekaman run-and-gun yang perlu suara lebih jernih dari mikrofon bawaan.',
    'Vlogs, documentaries, B-roll and run-and-gun shooting that needs better sound than the built-in mic.',
  ],
  'mic-lavalier': [
    'Presentasi, kelas daring, podcast sederhana dan video tutorial.',
    'Presentations, online classes, simple podcasts and tutorial videos.',
  ],
  'audio-interface': [
    'Menghubungkan mikrofon XLR, mixer atau beberapa sumber audio ke kamera, komputer atau ponsel.',
    'Connecting XLR microphones, mixers or several audio sources to cameras, computers or phones.',
  ],
  'video-transmission': [
    'Monitoring sutradara dan klien, produksi multi-kamera, live event dan siaran.',
    'Director and client monitoring, multi-camera shoots, live events and broadcasts.',
  ],
  intercom: [
    'Koordinasi kru film, operator kamera di acara langsung, panggung dan siaran olahraga.',
    'Coordinating film crews, camera operators at live events, stages and sports broadcasts.',
  ],
  aksesoris: [
    'Melengkapi setup kamera, ponsel dan lampu agar pengambilan gambar lebih praktis.',
    'Completing camera, phone and lighting setups so shooting is easier.',
  ],
};

/** A general-purpose FAQ per category; `{name}` is replaced by the product name. */
export const CATEGORY_FAQ: Record<string, readonly [T2, T2]> = {
  'kamera-360': [
    ['Bagaimana cara mengedit video 360 dari {name}?', 'How do I edit 360 video from the {name}?'],
    [
      'Gunakan aplikasi ponsel atau perangkat lunak desktop resmi: pilih arah pandang, tambahkan keyframe, lalu ekspor menjadi video biasa (reframe) atau video 360.',
      'Use the official phone app or desktop software: choose where to look, add keyframes, then export a regular (reframed) or a 360 video.',
    ],
  ],
  'action-camera': [
    ['Kartu memori apa yang cocok untuk {name}?', 'Which memory card suits the {name}?'],
    [
      'Gunakan microSD UHS-I kelas V30 atau lebih cepat dari merek tepercaya, lalu format di kamera sebelum dipakai pertama kali.',
      'Use a UHS-I V30 (or faster) microSD from a trusted brand and format it in the camera before first use.',
    ],
  ],
  'kamera-mini': [
    ['Bagaimana cara memasang {name} di badan atau pakaian?', 'How do I wear the {name}?'],
    [
      'Gunakan aksesoris magnet, klip atau pendant yang tersedia; pastikan lensa tidak tertutup kain dan kamera terpasang kuat sebelum bergerak.',
      'Use the supplied magnet, clip or pendant; keep the lens clear of fabric and make sure the camera sits firmly before you move.',
    ],
  ],
  gimbal: [
    ['Apakah {name} perlu diseimbangkan sebelum dipakai?', 'Does the {name} need balancing before use?'],
    [
      'Ya. Seimbangkan ponsel atau kamera sebelum motor dinyalakan agar motor tidak bekerja terlalu berat dan baterai lebih awet; kalibrasi bisa diulang lewat aplikasi.',
      'Yes. Balance the phone or camera before powering the motors so they do not strain and the battery lasts longer; recalibrate from the app if needed.',
    ],
  ],
  webcam: [
    ['Apakah {name} butuh driver khusus?', 'Does the {name} need a driver?'],
    [
      'Tidak. Webcam dikenali sebagai kamera USB standar di Windows dan macOS; aplikasi pendamping hanya diperlukan untuk pengaturan lanjutan.',
      'No. It is recognised as a standard USB camera on Windows and macOS; the companion app is only needed for advanced settings.',
    ],
  ],
  'mic-wireless': [
    [
      'Mengapa jangkauan {name} di lapangan bisa lebih pendek dari spesifikasi?',
      'Why can the range of the {name} be shorter than specified?',
    ],
    [
      'Jangkauan diukur di area terbuka tanpa penghalang. Tubuh, dinding dan keramaian sinyal 2,4 GHz memperpendeknya; jaga receiver dalam jalur pandang pemancar.',
      'Range is measured in open space with no obstacles. Bodies, walls and crowded 2.4 GHz traffic shorten it; keep the receiver in line of sight.',
    ],
  ],
  'mic-on-camera': [
    ['Kapan perlu memakai windscreen bulu pada {name}?', 'When should I use the furry windscreen on the {name}?'],
    [
      'Di luar ruangan atau saat ada angin dan kipas. Busa cukup untuk di dalam ruangan, tetapi windscreen bulu meredam desir angin jauh lebih baik.',
      'Outdoors or whenever there is wind or a fan. Foam is fine indoors, but the furry cover tames wind noise far better.',
    ],
  ],
  'mic-lavalier': [
    ['Di mana posisi terbaik menjepit {name}?', 'Where should I clip the {name}?'],
    [
      'Sekitar satu kepalan tangan di bawah dagu, di tengah dada, dan jauh dari kain yang mudah bergesekan.',
      'About a fist below the chin, centred on the chest, away from fabric that rubs.',
    ],
  ],
  'audio-interface': [
    ['Bagaimana mengatur level agar suara dari {name} tidak pecah?', 'How do I set levels so audio through the {name} does not clip?'],
    [
      'Atur gain sehingga suara paling keras berada sekitar -12 dB, lalu turunkan level input kamera dan monitor dengan headphone.',
      'Set gain so the loudest sound peaks around -12 dB, lower the camera input level and monitor on headphones.',
    ],
  ],
  'video-transmission': [
    ['Apakah sinyal {name} bisa menembus dinding?', 'Can the {name} signal pass through walls?'],
    [
      'Jangkauan terbaik dicapai di jalur pandang langsung. Dinding beton dan logam melemahkan sinyal; angkat receiver lebih tinggi dan arahkan antena sejajar.',
      'Best range is in direct line of sight. Concrete and metal weaken the signal; raise the receiver and keep the antennas parallel.',
    ],
  ],
  intercom: [
    ['Bagaimana agar {name} tahan untuk acara seharian?', 'How do I keep the {name} running all day?'],
    [
      'Isi penuh semua baterai sebelum acara dan siapkan baterai cadangan yang sudah terisi; baterai dapat ditukar tanpa mematikan sistem.',
      'Charge every battery before the event and keep charged spares at hand; batteries can be swapped without shutting the system down.',
    ],
  ],
  aksesoris: [
    ['Apakah {name} cocok untuk perangkat saya?', 'Will the {name} fit my gear?'],
    [
      'Periksa dudukan dan kompatibilitas di tab Spesifikasi, atau tanyakan ke dealer resmi Denka dengan menyebut tipe kamera atau ponsel Anda.',
      'Check the mount and compatibility in the Specifications tab, or ask an authorised Denka dealer with your camera or phone model.',
    ],
  ],
};

// Small, deliberate phrase map so spec values need an explicit English text only when they are prose.
const VALUE_PHRASES: [RegExp, string][] = [
  [/\bhingga\b/g, 'up to'],
  [/\bsekitar\b/g, 'about'],
  [/\bjam\b/g, 'h'],
  [/\bmenit\b/g, 'min'],
  [/\btanpa casing\b/g, 'without housing'],
  [/\bdengan\b/g, 'with'],
  [/\bdan\b/g, 'and'],
  [/\batau\b/g, 'or'],
  [/\bYa\b/g, 'Yes'],
  [/\bTidak\b/g, 'No'],
  [/\binci\b/g, 'inch'],
  [/(\d),(\d)/g, '$1.$2'],
];

export function toEnglishValue(value: string): string {
  return VALUE_PHRASES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), value);
}
