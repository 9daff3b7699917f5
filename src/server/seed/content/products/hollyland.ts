import type { ProductSeed } from './define';

const M2_SPECS: ProductSeed['specs'] = [['weight', '± 9 g per transmitter'], ['audio', '48 kHz / 24-bit'], ['range', 'hingga 300 m (tanpa penghalang)', 'up to 300 m (line of sight)'], ['noise', 'ENC'], ['runtime', 'TX ± 10 jam; hingga 40 jam dengan charging case'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver']];
const M2S_SPECS: ProductSeed['specs'] = [['weight', '± 7 g per transmitter'], ['mount', 'Klip titanium atau magnet', 'Titanium clip or magnet'], ['noise', 'Peredam bising 3 tingkat', '3-level noise cancellation'], ['range', 'hingga 300 m (tanpa penghalang)', 'up to 300 m (line of sight)'], ['audio', '48 kHz / 24-bit'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver']];

export const hollyland: ProductSeed[] = [
  {
    name: 'Hollyland Lark M2 Combo', brand: 'hollyland', category: 'mic-wireless', year: 2023, price: 3_299_000,
    desc: ['Mikrofon wireless seukuran koin yang nyaris tak terlihat di baju, dengan receiver kamera plus adaptor USB-C dan Lightning dalam satu paket.', 'Coin-size wireless mics that all but vanish on clothing, with a camera receiver plus USB-C and Lightning adapters in one kit.'],
    specs: [...M2_SPECS, ['compat', 'Kamera, USB-C dan Lightning', 'Camera, USB-C and Lightning']],
    box: ['tx2', 'rxcam', 'adapterusbc', 'adapterlight', 'chargecase', 'magnets', 'wind', 'trs', 'usbc', 'pouch'],
    faq: [[['Apakah {name} bisa dipakai di kamera dan ponsel sekaligus?', 'Can the {name} work with both camera and phone?'], ['Bisa. Receiver kamera terhubung lewat kabel 3,5 mm, dan adaptor USB-C atau Lightning memungkinkan receiver yang sama dipasang ke ponsel.', 'Yes. The camera receiver connects with the 3.5 mm cable, and the USB-C or Lightning adapter lets the same receiver plug into a phone.']]],
  },
  {
    name: 'Hollyland Lark M2 (USB-C)', brand: 'hollyland', category: 'mic-wireless', year: 2023, price: 2_199_000,
    desc: ['Dua mikrofon mungil dengan receiver colok USB-C untuk Android, iPad dan iPhone 15 ke atas; tinggal colok lalu rekam.', 'Two tiny mics with a plug-in USB-C receiver for Android, iPad and iPhone 15 or later; just plug in and record.'],
    specs: [...M2_SPECS, ['connector', 'USB-C']],
    box: ['tx2', 'rxusbc', 'chargecase', 'magnets', 'wind', 'usbc'],
    variants: [
      { name: 'Hollyland Lark M2 (Lightning)', price: 2_199_000, desc: ['Lark M2 dengan receiver Lightning untuk iPhone generasi sebelum USB-C.', 'Lark M2 with a Lightning receiver for pre-USB-C iPhones.'], box: ['tx2', 'rxlight', 'chargecase', 'magnets', 'wind', 'usbc'], specs: [['connector', 'Lightning']] },
      { name: 'Hollyland Lark M2 (Camera)', price: 2_399_000, desc: ['Lark M2 dengan receiver kamera 3,5 mm untuk mirrorless, DSLR dan camcorder.', 'Lark M2 with a 3.5 mm camera receiver for mirrorless, DSLR and camcorders.'], box: ['tx2', 'rxcam', 'chargecase', 'magnets', 'wind', 'trs', 'usbc'], specs: [['output', '3,5 mm TRS']] },
    ],
  },
  {
    name: 'Hollyland Lark M2S Ultimate Combo', brand: 'hollyland', category: 'mic-wireless', year: 2025, price: 3_799_000,
    desc: ['Generasi M2S dengan transmitter 7 gram berklip titanium dan tiga receiver sekaligus: kamera, USB-C dan Lightning.', 'The M2S generation with 7-gram titanium-clip transmitters and three receivers in one box: camera, USB-C and Lightning.'],
    specs: [...M2S_SPECS, ['compat', 'Kamera, USB-C dan Lightning', 'Camera, USB-C and Lightning']],
    box: ['tx2', 'rxcam', 'rxusbc', 'rxlight', 'chargecase', 'magnets', 'trs', 'usbc'],
    faq: [[['Apa beda {name} dengan Lark M2?', 'How does the {name} differ from the Lark M2?'], ['Transmitter lebih ringan dengan klip titanium yang bisa dipakai terbalik, peredam bising tiga tingkat, dan paket Ultimate sudah berisi tiga jenis receiver.', 'Lighter transmitters with a reversible titanium clip, three-level noise cancellation, and the Ultimate kit already holds three kinds of receiver.']]],
    variants: [
      { name: 'Hollyland Lark M2S Combo', price: 3_299_000, desc: ['Lark M2S dengan receiver kamera dan adaptor ponsel, cukup untuk kreator yang bergantian antara kamera dan HP.', 'Lark M2S with a camera receiver and phone adapters, enough for creators who switch between camera and phone.'], box: ['tx2', 'rxcam', 'adapterusbc', 'adapterlight', 'chargecase', 'magnets', 'trs', 'usbc'] },
      { name: 'Hollyland Lark M2S (USB-C)', price: 2_299_000, desc: ['Lark M2S dengan receiver USB-C saja, paket paling ringkas untuk perekaman di ponsel.', 'Lark M2S with just the USB-C receiver, the most compact kit for phone recording.'], box: ['tx2', 'rxusbc', 'chargecase', 'magnets', 'usbc'] },
      { name: 'Hollyland Lark M2S (Lightning)', price: 2_299_000, desc: ['Lark M2S dengan receiver Lightning untuk iPhone lama yang masih dipakai merekam konten.', 'Lark M2S with a Lightning receiver for older iPhones still in content duty.'], box: ['tx2', 'rxlight', 'chargecase', 'magnets', 'usbc'] },
    ],
  },
  {
    name: 'Hollyland Lark Max Duo', brand: 'hollyland', category: 'mic-wireless', year: 2023, price: 4_499_000,
    desc: ['Sistem wireless kelas profesional dengan perekaman cadangan di setiap transmitter dan receiver berlayar sentuh OLED.', 'A pro-grade wireless system with backup recording in each transmitter and an OLED touchscreen receiver.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['recording', '8 GB per transmitter'], ['audio', '48 kHz / 24-bit'], ['range', 'hingga 250 m'], ['features', 'Mode mono, stereo dan safety track', 'Mono, stereo and safety-track modes'], ['screen', 'Layar sentuh OLED di receiver', 'OLED touchscreen on the receiver'], ['runtime', 'hingga 22 jam dengan charging case']],
    box: ['tx2', 'rx', 'chargecase', 'lav2', 'magnets', 'wind', 'trs', 'usbc', 'pouch'],
    variants: [{ name: 'Hollyland Lark Max Solo', price: 2_999_000, desc: ['Lark Max dengan satu transmitter untuk presenter tunggal, vlog dan kelas daring.', 'Lark Max with one transmitter for solo presenters, vlogs and online classes.'], box: ['tx1', 'rx', 'chargecase', 'lav1', 'magnets', 'wind', 'trs', 'usbc', 'pouch'] }],
  },
  {
    name: 'Hollyland Lark Max 2', brand: 'hollyland', category: 'mic-wireless', year: 2025, price: 4_999_000,
    desc: ['Penerus Lark Max dengan perekaman internal 32-bit float dan timecode, sehingga audio hampir mustahil pecah dan mudah disinkronkan.', 'The Lark Max successor with 32-bit float internal recording and timecode, so audio is very hard to clip and easy to sync.'],
    specs: [['recording', '32-bit float'], ['features', 'Timecode'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['screen', 'Receiver berlayar sentuh', 'Touchscreen receiver'], ['compat', 'Kamera dan ponsel', 'Cameras and phones']],
    box: ['tx2', 'rx', 'chargecase', 'magnets', 'wind', 'trs', 'usbc'],
  },
  {
    name: 'Hollyland Lark C1 Duo', brand: 'hollyland', category: 'mic-wireless', year: 2023, price: 1_299_000,
    desc: ['Mikrofon wireless entry-level untuk ponsel dengan receiver colok dan charging case, cara termudah memperbaiki suara konten.', 'An entry-level phone wireless mic with a plug-in receiver and charging case, the easiest way to improve content audio.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['connector', 'USB-C atau Lightning', 'USB-C or Lightning'], ['range', 'hingga 200 m'], ['noise', 'Peredam bising', 'Noise cancellation'], ['features', 'Charging case', 'Charging case']],
    box: ['tx2', ['Receiver ponsel', 'Phone receiver'], 'chargecase', 'wind'],
    variants: [{ name: 'Hollyland Lark C1 Solo', price: 899_000, desc: ['Lark C1 dengan satu transmitter, pas untuk vlog dan live jualan sendirian.', 'Lark C1 with one transmitter, right for solo vlogs and live selling.'], box: ['tx1', ['Receiver ponsel', 'Phone receiver'], 'chargecase', 'wind'] }],
  },
  {
    name: 'Hollyland Lark M1 Duo', brand: 'hollyland', category: 'mic-wireless', year: 2022, price: 2_199_000,
    desc: ['Mikrofon wireless ringan dengan charging case dan receiver untuk kamera maupun ponsel, pendahulu seri M2.', 'A light wireless mic with a charging case and a receiver for camera or phone, predecessor of the M2 series.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 200 m'], ['noise', 'ENC'], ['runtime', 'hingga 8 jam per pengisian'], ['output', '3,5 mm TRS/TRRS']],
    box: ['tx2', 'rx', 'chargecase', 'wind', 'trs', 'trrs', 'usbc'],
    variants: [{ name: 'Hollyland Lark M1 Solo', price: 1_499_000, desc: ['Lark M1 dengan satu transmitter untuk kebutuhan presenter tunggal.', 'Lark M1 with a single transmitter for solo presenters.'], box: ['tx1', 'rx', 'chargecase', 'wind', 'trs', 'trrs', 'usbc'] }],
  },
  {
    name: 'Hollyland Lark 150 Duo', brand: 'hollyland', category: 'mic-wireless', year: 2020, price: 3_499_000,
    desc: ['Sistem wireless dual-channel dengan receiver berlayar dan pilihan mono, stereo atau safety track untuk wawancara.', 'A dual-channel wireless system with a display receiver and mono, stereo or safety-track modes for interviews.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 100 m'], ['features', 'Mode mono, stereo dan safety track', 'Mono, stereo and safety-track modes'], ['screen', 'Layar OLED di receiver', 'OLED display on the receiver'], ['output', '3,5 mm']],
    box: ['tx2', 'rx', 'chargecase', 'lav2', 'furry', 'trs', 'trrs', 'usbc', 'pouch'],
  },
  {
    name: 'Hollyland Mars 4K', brand: 'hollyland', category: 'video-transmission', year: 2021, price: 11_999_000,
    desc: ['Transmisi video nirkabel UHD 4K dengan input HDMI dan SDI, latensi rendah, dan monitoring lewat ponsel atau tablet.', 'UHD 4K wireless video transmission with HDMI and SDI inputs, low latency and monitoring on phones or tablets.'],
    specs: [['video', 'hingga UHD 4K/30'], ['input', 'HDMI dan SDI', 'HDMI and SDI'], ['output', 'HDMI dan SDI', 'HDMI and SDI'], ['range', 'sekitar 150 m'], ['latency', 'sekitar 0,1 detik', 'about 0.1 s'], ['features', 'Monitoring via aplikasi', 'App monitoring'], ['power', 'Baterai NP-F atau DC', 'NP-F battery or DC']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter', ['Aksesoris pemasangan', 'Mounting accessories']],
  },
  {
    name: 'Hollyland Mars 400S Pro II', brand: 'hollyland', category: 'video-transmission', year: 2023, price: 9_999_000,
    desc: ['Sistem transmisi 1080p60 dengan HDMI dan SDI untuk produksi kecil hingga menengah, plus monitoring di aplikasi.', 'A 1080p60 transmission system with HDMI and SDI for small to mid-size productions, plus app monitoring.'],
    specs: [['video', '1080p/60'], ['input', 'HDMI dan SDI', 'HDMI and SDI'], ['range', 'sekitar 120 m'], ['features', 'Monitoring via aplikasi', 'App monitoring'], ['power', 'Baterai NP-F atau DC', 'NP-F battery or DC']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter'],
  },
  {
    name: 'Hollyland Mars 300 Pro', brand: 'hollyland', category: 'video-transmission', year: 2020, price: 6_499_000,
    desc: ['Pemancar video HDMI ringkas untuk monitoring sutradara dan klien di set kecil.', 'A compact HDMI video link for director and client monitoring on small sets.'],
    specs: [['video', '1080p/60'], ['input', 'HDMI'], ['range', 'sekitar 90 m'], ['latency', 'sekitar 0,1 detik', 'about 0.1 s'], ['power', 'Baterai NP-F atau DC', 'NP-F battery or DC']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter', 'hdmi'],
  },
  {
    name: 'Hollyland Mars M1 Enhanced', brand: 'hollyland', category: 'video-transmission', year: 2023, price: 9_499_000,
    desc: ['Perangkat serbaguna yang bisa menjadi transmitter, receiver atau monitor berlayar 5,5 inci dalam satu bodi.', 'One device that works as transmitter, receiver or 5.5-inch monitor.'],
    specs: [['video', '1080p/60'], ['input', 'HDMI dan SDI', 'HDMI and SDI'], ['screen', 'Layar 5,5 inci', '5.5-inch screen'], ['range', 'sekitar 150 m'], ['features', 'Mode TX, RX atau monitor', 'TX, RX or monitor mode']],
    box: [['Unit Mars M1 Enhanced', 'Mars M1 Enhanced unit'], 'antennas', 'poweradapter', 'hdmi'],
  },
  {
    name: 'Hollyland Pyro S', brand: 'hollyland', category: 'video-transmission', year: 2024, price: 11_499_000,
    desc: ['Transmisi video 4K dengan lompatan frekuensi otomatis untuk sinyal stabil di lokasi ramai, dengan HDMI dan SDI.', '4K video transmission with automatic frequency hopping for a stable link in busy locations, with HDMI and SDI.'],
    specs: [['video', '4K/30'], ['input', 'HDMI dan SDI', 'HDMI and SDI'], ['range', 'hingga 400 m'], ['frequency', '5 GHz, auto-hopping'], ['features', 'Satu TX ke beberapa RX', 'One TX to several RX']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter'],
  },
  {
    name: 'Hollyland Pyro H', brand: 'hollyland', category: 'video-transmission', year: 2024, price: 8_999_000,
    desc: ['Varian khusus HDMI dari seri Pyro untuk kreator mirrorless yang butuh monitoring 4K nirkabel.', 'The HDMI-only Pyro for mirrorless creators who need wireless 4K monitoring.'],
    specs: [['video', '4K/30'], ['input', 'HDMI'], ['range', 'hingga 400 m'], ['frequency', '5 GHz, auto-hopping'], ['power', 'Baterai NP-F atau DC', 'NP-F battery or DC']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter', 'hdmi'],
  },
  {
    name: 'Hollyland Cosmo C1', brand: 'hollyland', category: 'video-transmission', year: 2022, price: 16_999_000,
    desc: ['Sistem transmisi jarak jauh untuk produksi profesional dengan SDI/HDMI dan latensi sangat rendah.', 'A long-range transmission system for professional productions with SDI/HDMI and very low latency.'],
    specs: [['video', '1080p/60'], ['input', 'SDI dan HDMI', 'SDI and HDMI'], ['range', 'hingga 300 m'], ['latency', 'sekitar 0,06 detik', 'about 0.06 s'], ['power', 'Baterai V-mount atau DC', 'V-mount battery or DC']],
    box: [['Transmitter', 'Transmitter'], 'rx', 'antennas', 'poweradapter'],
  },
  {
    name: 'Hollyland Solidcom C1 (4 Headset)', brand: 'hollyland', category: 'intercom', year: 2021, price: 19_999_000,
    desc: ['Intercom full-duplex tanpa base station: empat kru langsung bisa saling bicara begitu headset dinyalakan.', 'A full-duplex intercom without a base station: four crew members talk to each other as soon as the headsets are on.'],
    specs: [['users', '4 headset'], ['features', 'Full-duplex, tanpa base station', 'Full-duplex, no base station'], ['range', 'hingga 350 m'], ['battery', 'Baterai dapat ditukar', 'Swappable batteries'], ['frequency', '1,9 GHz DECT']],
    box: ['headsets4', 'batteries', 'charger', 'case'],
    variants: [{ name: 'Hollyland Solidcom C1 (8 Headset)', price: 38_999_000, desc: ['Solidcom C1 dengan delapan headset dan hub untuk kru produksi dan event yang lebih besar.', 'Solidcom C1 with eight headsets and a hub for bigger production and event crews.'], box: ['headsets8', ['Hub Solidcom', 'Solidcom hub'], 'batteries', 'charger', 'case'], specs: [['users', '8 headset']] }],
  },
  {
    name: 'Hollyland Solidcom SE (4 Headset)', brand: 'hollyland', category: 'intercom', year: 2024, price: 15_999_000,
    desc: ['Intercom nirkabel yang lebih ringkas dan ringan untuk tim kecil, tetap full-duplex dan siap pakai tanpa base station.', 'A lighter, more compact wireless intercom for small teams, still full-duplex and ready without a base station.'],
    specs: [['users', '4 headset'], ['features', 'Full-duplex', 'Full-duplex'], ['battery', 'Baterai dapat ditukar', 'Swappable batteries'], ['weight', 'Headset ringan', 'Lightweight headsets'], ['frequency', '1,9 GHz DECT']],
    box: ['headsets4', 'batteries', 'charger', 'case'],
  },
];
