import type { ProductSeed } from './define';

const BLINK500: ProductSeed['specs'] = [['frequency', '2,4 GHz'], ['range', 'hingga 50 m'], ['mount', 'Klip dengan mikrofon internal', 'Clip-on with built-in mic'], ['input', 'Input lavalier 3,5 mm', '3.5 mm lavalier input'], ['runtime', 'sekitar 4 jam per pengisian']];

export const saramonic: ProductSeed[] = [
  {
    name: 'Saramonic Blink500 B2', brand: 'saramonic', category: 'mic-wireless', year: 2019, price: 1_899_000,
    desc: ['Sistem wireless dua transmitter yang bisa dijepit langsung atau disambung lavalier, dengan output 3,5 mm untuk kamera maupun ponsel.', 'A two-transmitter wireless kit you can clip on directly or pair with lavaliers, with a 3.5 mm output for camera or phone.'],
    specs: [...BLINK500, ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['output', '3,5 mm TRS/TRRS']],
    box: ['tx2', 'rx', 'lav2', 'trs', 'trrs', 'usbc', 'wind', 'pouch'],
    variants: [
      { name: 'Saramonic Blink500 B1', price: 1_299_000, desc: ['Blink500 dengan satu transmitter dan receiver 3,5 mm untuk vlog dan presentasi tunggal.', 'Blink500 with one transmitter and a 3.5 mm receiver for solo vlogs and presentations.'], box: ['tx1', 'rx', 'lav1', 'trs', 'trrs', 'usbc', 'wind', 'pouch'] },
      { name: 'Saramonic Blink500 B3', price: 1_299_000, desc: ['Blink500 dengan satu transmitter dan receiver Lightning yang dicolok langsung ke iPhone.', 'Blink500 with one transmitter and a Lightning receiver that plugs straight into an iPhone.'], box: ['tx1', 'rxlight', 'lav1', 'usbc', 'wind', 'pouch'], specs: [['connector', 'Lightning']] },
      { name: 'Saramonic Blink500 B4', price: 1_899_000, desc: ['Blink500 dua transmitter dengan receiver Lightning untuk wawancara berdua di iPhone.', 'Two-transmitter Blink500 with a Lightning receiver for two-person interviews on iPhone.'], box: ['tx2', 'rxlight', 'lav2', 'usbc', 'wind', 'pouch'], specs: [['connector', 'Lightning']] },
      { name: 'Saramonic Blink500 B5', price: 1_299_000, desc: ['Blink500 dengan satu transmitter dan receiver USB-C untuk ponsel Android dan tablet.', 'Blink500 with one transmitter and a USB-C receiver for Android phones and tablets.'], box: ['tx1', 'rxusbc', 'lav1', 'usbc', 'wind', 'pouch'], specs: [['connector', 'USB-C']] },
      { name: 'Saramonic Blink500 B6', price: 1_899_000, desc: ['Blink500 dua transmitter dengan receiver USB-C untuk wawancara dan podcast di ponsel.', 'Two-transmitter Blink500 with a USB-C receiver for interviews and podcasts on a phone.'], box: ['tx2', 'rxusbc', 'lav2', 'usbc', 'wind', 'pouch'], specs: [['connector', 'USB-C']] },
    ],
  },
  {
    name: 'Saramonic Blink500 B2+', brand: 'saramonic', category: 'mic-wireless', year: 2022, price: 2_299_000,
    desc: ['Blink500 yang diperbarui dengan charging case, jangkauan lebih jauh dan peredam bising untuk kreator yang sering berpindah lokasi.', 'An updated Blink500 with a charging case, longer range and noise reduction for creators always on the move.'],
    specs: [['frequency', '2,4 GHz'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 100 m'], ['noise', 'Peredam bising', 'Noise reduction'], ['features', 'Charging case', 'Charging case'], ['output', '3,5 mm TRS/TRRS']],
    box: ['tx2', 'rx', 'chargecase', 'trs', 'trrs', 'usbc', 'wind'],
  },
  {
    name: 'Saramonic Blink500 Pro B2', brand: 'saramonic', category: 'mic-wireless', year: 2021, price: 2_999_000,
    desc: ['Versi Pro dengan receiver berlayar, output headphone dan charging case untuk monitoring suara yang lebih teliti.', 'The Pro version with a display receiver, headphone output and charging case for closer audio monitoring.'],
    specs: [['frequency', '2,4 GHz'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 100 m'], ['screen', 'Layar di receiver', 'Display on the receiver'], ['output', '3,5 mm + output headphone', '3.5 mm + headphone out'], ['runtime', 'sekitar 8 jam per pengisian']],
    box: ['tx2', 'rx', 'chargecase', 'lav2', 'trs', 'trrs', 'usbc', 'wind', 'pouch'],
    variants: [{ name: 'Saramonic Blink500 Pro B1', price: 2_199_000, desc: ['Blink500 Pro dengan satu transmitter untuk presenter tunggal yang tetap butuh monitoring headphone.', 'Blink500 Pro with one transmitter for solo presenters who still want headphone monitoring.'], box: ['tx1', 'rx', 'chargecase', 'lav1', 'trs', 'trrs', 'usbc', 'wind', 'pouch'] }],
  },
  {
    name: 'Saramonic Blink500 ProX B2', brand: 'saramonic', category: 'mic-wireless', year: 2021, price: 3_199_000,
    desc: ['Seri ProX dengan peredam bising bawaan dan receiver berlayar untuk rekaman di lingkungan bising seperti pasar atau jalan raya.', 'The ProX series with built-in noise reduction and a display receiver for noisy places such as markets or roadsides.'],
    specs: [['frequency', '2,4 GHz'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 100 m'], ['noise', 'Peredam bising bawaan', 'Built-in noise reduction'], ['screen', 'Layar di receiver', 'Display on the receiver'], ['output', '3,5 mm TRS/TRRS']],
    box: ['tx2', 'rx', 'chargecase', 'lav2', 'trs', 'trrs', 'usbc', 'wind'],
  },
  {
    name: 'Saramonic Blink Me B2', brand: 'saramonic', category: 'mic-wireless', year: 2023, price: 3_499_000,
    desc: ['Transmitter dengan layar sentuh mungil yang bisa menampilkan logo atau gambar sendiri, pas untuk branding saat live dan wawancara.', 'Transmitters with tiny touchscreens that can show your own logo or image, great for branding on live streams and interviews.'],
    specs: [['screen', 'Layar sentuh di transmitter', 'Touchscreens on the transmitters'], ['features', 'Tampilan logo atau gambar kustom', 'Custom logo or image display'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['range', 'hingga 100 m'], ['compat', 'Kamera dan ponsel', 'Cameras and phones']],
    box: ['tx2', 'rx', 'chargecase', 'adapterusbc', 'adapterlight', 'trs', 'usbc'],
  },
  {
    name: 'Saramonic Blink900 B2TG', brand: 'saramonic', category: 'mic-wireless', year: 2024, price: 3_999_000,
    desc: ['Paket Blink900 dua transmitter dan satu receiver dengan charging case untuk produksi konten dan acara.', 'A Blink900 kit with two transmitters, one receiver and a charging case for content production and events.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['frequency', '2,4 GHz'], ['features', 'Charging case', 'Charging case'], ['compat', 'Kamera dan ponsel', 'Cameras and phones'], ['output', '3,5 mm']],
    box: ['tx2', 'rx', 'chargecase', 'trs', 'usbc'],
  },
  {
    name: 'Saramonic Ultra', brand: 'saramonic', category: 'mic-wireless', year: 2024, price: 5_499_000,
    desc: ['Mikrofon wireless profesional dengan perekaman internal 32-bit float, timecode dan receiver layar sentuh.', 'A professional wireless mic with 32-bit float internal recording, timecode and a touchscreen receiver.'],
    specs: [['recording', '32-bit float'], ['features', 'Timecode'], ['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['screen', 'Receiver berlayar sentuh', 'Touchscreen receiver'], ['compat', 'Kamera dan ponsel', 'Cameras and phones']],
    box: ['tx2', 'rx', 'chargecase', 'trs', 'usbc'],
  },
  {
    name: 'Saramonic Air', brand: 'saramonic', category: 'mic-wireless', year: 2025, price: 1_299_000,
    desc: ['Mikrofon wireless ringkas dan terjangkau untuk kreator ponsel, dengan charging case yang muat di saku.', 'A compact, affordable wireless mic for phone creators, with a pocket-size charging case.'],
    specs: [['channels', '2 transmitter, 1 receiver', '2 transmitters, 1 receiver'], ['compat', 'Smartphone USB-C dan Lightning', 'USB-C and Lightning phones'], ['features', 'Charging case saku', 'Pocket charging case'], ['noise', 'Peredam bising', 'Noise reduction'], ['weight', 'Transmitter ringan', 'Lightweight transmitters']],
    box: ['tx2', 'rx', 'chargecase'],
    variants: [{ name: 'Saramonic Air SE', price: 899_000, desc: ['Varian Air yang lebih sederhana untuk pemula: colok ke ponsel, jepit, lalu rekam.', 'A simpler Air for beginners: plug into the phone, clip on and record.'], box: ['tx1', 'rx', 'chargecase'], specs: [['channels', '1 transmitter, 1 receiver']] }],
  },
  {
    name: 'Saramonic K9', brand: 'saramonic', category: 'mic-wireless', year: 2025, price: null,
    desc: ['Sistem mikrofon wireless UHF untuk kru film dan video dengan frekuensi yang dapat dipilih agar terhindar dari interferensi.', 'A UHF wireless microphone system for film and video crews with selectable frequencies to avoid interference.'],
    specs: [['frequency', 'UHF, kanal dapat dipilih', 'UHF, selectable channels'], ['compat', 'Kamera sinema dan mixer', 'Cinema cameras and mixers'], ['features', 'Koordinasi frekuensi untuk banyak sistem', 'Frequency coordination for several systems'], ['output', 'XLR / 3,5 mm', 'XLR / 3.5 mm'], ['power', 'Baterai', 'Battery']],
    box: [['Transmitter bodypack', 'Bodypack transmitter'], 'rx', 'lav1', 'cables'],
    faq: [[['Berapa harga {name}?', 'How much is the {name}?'], ['Harga sistem UHF bergantung pada konfigurasi kanal; hubungi tim B2B Denka untuk penawaran.', 'UHF system pricing depends on the channel configuration; contact the Denka B2B team for a quote.']]],
  },
  {
    name: 'Saramonic Vmic Mini II', brand: 'saramonic', category: 'mic-on-camera', year: 2022, price: 749_000,
    desc: ['Mikrofon shotgun ringkas dengan baterai isi ulang bawaan yang cocok untuk kamera mirrorless maupun ponsel.', 'A compact shotgun mic with a built-in rechargeable battery that suits mirrorless cameras and phones alike.'],
    specs: [['pattern', 'Superkardioid', 'Supercardioid'], ['output', '3,5 mm TRS/TRRS'], ['battery', 'Baterai isi ulang bawaan', 'Built-in rechargeable battery'], ['mount', 'Shock mount', 'Shock mount'], ['compat', 'Kamera dan ponsel', 'Cameras and phones']],
    box: [['Mikrofon Vmic Mini II', 'Vmic Mini II microphone'], 'wind', 'furry', 'trs', 'trrs', 'usbc'],
  },
  {
    name: 'Saramonic Vmic Mini', brand: 'saramonic', category: 'mic-on-camera', year: 2019, price: 549_000,
    desc: ['Shotgun mini tanpa baterai yang mengambil daya dari kamera, ringan untuk vlog dan B-roll.', 'A battery-free mini shotgun powered by the camera, light enough for vlogs and B-roll.'],
    specs: [['pattern', 'Superkardioid', 'Supercardioid'], ['power', 'Plug-in power dari kamera', 'Plug-in power from the camera'], ['output', '3,5 mm TRS/TRRS'], ['mount', 'Shock mount', 'Shock mount'], ['weight', '± 50 g']],
    box: [['Mikrofon Vmic Mini', 'Vmic Mini microphone'], 'wind', 'furry', 'trs', 'trrs'],
  },
  {
    name: 'Saramonic Vmic5', brand: 'saramonic', category: 'mic-on-camera', year: 2023, price: 1_999_000,
    desc: ['Shotgun on-camera dengan pengaturan gain dan filter low-cut untuk dokumenter dan run-and-gun.', 'An on-camera shotgun with gain control and a low-cut filter for documentary and run-and-gun work.'],
    specs: [['pattern', 'Superkardioid', 'Supercardioid'], ['features', 'Pengaturan gain, filter low-cut', 'Gain control, low-cut filter'], ['battery', 'Baterai isi ulang bawaan', 'Built-in rechargeable battery'], ['output', '3,5 mm'], ['mount', 'Shock mount', 'Shock mount']],
    box: [['Mikrofon Vmic5', 'Vmic5 microphone'], 'furry', 'trs', 'usbc'],
  },
  {
    name: 'Saramonic SR-XLM1', brand: 'saramonic', category: 'mic-lavalier', year: 2017, price: 299_000,
    desc: ['Lavalier kabel omnidireksional dengan kabel panjang untuk kamera, perekam atau transmitter bodypack.', 'An omnidirectional wired lavalier with a long cable for cameras, recorders or bodypack transmitters.'],
    specs: [['pattern', 'Omnidireksional', 'Omnidirectional'], ['connector', '3,5 mm'], ['features', 'Kabel panjang', 'Long cable'], ['power', 'Plug-in power'], ['weight', '± 20 g']],
    box: ['lav1', 'clip', 'wind'],
  },
  {
    name: 'Saramonic LavMicro U1C', brand: 'saramonic', category: 'mic-lavalier', year: 2019, price: 399_000,
    desc: ['Lavalier kabel dengan colokan USB-C untuk ponsel dan tablet, tanpa adaptor tambahan.', 'A wired lavalier with a USB-C plug for phones and tablets, no extra adapter needed.'],
    specs: [['pattern', 'Omnidireksional', 'Omnidirectional'], ['connector', 'USB-C'], ['features', 'Kabel ± 2 m', '± 2 m cable'], ['compat', 'Ponsel dan tablet USB-C', 'USB-C phones and tablets'], ['power', 'Dari perangkat', 'From the device']],
    box: ['lav1', 'clip', 'wind'],
    variants: [{ name: 'Saramonic LavMicro U1A', price: 499_000, desc: ['LavMicro dengan colokan Lightning untuk iPhone dan iPad.', 'LavMicro with a Lightning plug for iPhone and iPad.'], specs: [['connector', 'Lightning']] }],
  },
  {
    name: 'Saramonic SmartRig+', brand: 'saramonic', category: 'audio-interface', year: 2017, price: 1_199_000,
    desc: ['Preamp dua kanal untuk mikrofon XLR atau 6,35 mm dengan phantom power 48 V, siap dipakai di kamera atau ponsel.', 'A two-channel preamp for XLR or 6.35 mm microphones with 48 V phantom power, ready for cameras or phones.'],
    specs: [['input', '2× XLR/6,35 mm combo', '2× XLR/6.35 mm combo'], ['power', 'Phantom 48 V; baterai 9 V', '48 V phantom; 9 V battery'], ['output', '3,5 mm TRS dan TRRS', '3.5 mm TRS and TRRS'], ['channels', '2 kanal', '2 channels'], ['features', 'Kontrol gain per kanal', 'Per-channel gain control']],
    box: [['SmartRig+', 'SmartRig+'], 'trs', 'trrs'],
  },
  {
    name: 'Saramonic SmartRig II', brand: 'saramonic', category: 'audio-interface', year: 2018, price: 999_000,
    desc: ['Preamp satu kanal untuk menyambungkan mikrofon XLR atau gitar ke ponsel dan kamera.', 'A single-channel preamp for connecting an XLR microphone or guitar to phones and cameras.'],
    specs: [['input', 'XLR/6,35 mm combo', 'XLR/6.35 mm combo'], ['power', 'Phantom 48 V', '48 V phantom'], ['output', '3,5 mm TRS/TRRS'], ['channels', '1 kanal', '1 channel'], ['features', 'Output headphone', 'Headphone output']],
    box: [['SmartRig II', 'SmartRig II'], 'trs', 'trrs'],
  },
  {
    name: 'Saramonic SR-AX100', brand: 'saramonic', category: 'audio-interface', year: 2016, price: 1_099_000,
    desc: ['Adaptor audio pasif dua kanal yang dipasang di bawah kamera untuk memasukkan mikrofon XLR dan 3,5 mm.', 'A passive two-channel audio adapter that mounts under the camera to feed XLR and 3.5 mm mics.'],
    specs: [['input', '2× XLR/6,35 mm, 1× 3,5 mm', '2× XLR/6.35 mm, 1× 3.5 mm'], ['power', 'Pasif, tanpa baterai', 'Passive, no battery'], ['output', '3,5 mm'], ['mount', 'Sekrup 1/4 inci di bawah kamera', '1/4-inch screw under the camera'], ['channels', '2 kanal', '2 channels']],
    box: [['SR-AX100', 'SR-AX100'], 'trs'],
  },
  {
    name: 'Saramonic SmartMixer', brand: 'saramonic', category: 'audio-interface', year: 2017, price: 1_999_000,
    desc: ['Rig genggam dengan dua mikrofon stereo bawaan dan mixer untuk merekam musik atau wawancara di ponsel.', 'A handheld rig with two built-in stereo mics and a mixer for recording music or interviews on a phone.'],
    specs: [['input', '2 mikrofon bawaan + 2 input XLR', '2 built-in mics + 2 XLR inputs'], ['output', '3,5 mm TRRS'], ['features', 'Mixer dan grip genggam', 'Mixer and handheld grip'], ['power', 'Baterai AA', 'AA batteries'], ['compat', 'Ponsel', 'Phones']],
    box: [['SmartMixer', 'SmartMixer'], 'trrs', 'phoneclamp'],
  },
  {
    name: 'Saramonic UwMic9S Kit1', brand: 'saramonic', category: 'mic-wireless', year: 2021, price: 6_999_000,
    desc: ['Sistem wireless UHF dengan transmitter bodypack dan receiver berlayar untuk produksi film dan acara.', 'A UHF wireless system with a bodypack transmitter and a display receiver for film and event production.'],
    specs: [['frequency', 'UHF'], ['channels', '1 transmitter, 1 receiver'], ['range', 'hingga 100 m'], ['screen', 'Layar di receiver', 'Display on the receiver'], ['output', '3,5 mm dan XLR', '3.5 mm and XLR']],
    box: [['Transmitter bodypack', 'Bodypack transmitter'], 'rx', 'lav1', 'cables', 'coldshoe'],
  },
];
