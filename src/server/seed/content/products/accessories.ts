import type { ProductSeed } from './define';

// Lighting, support and rigging from Godox, Aputure, Nanlite, Zhiyun, Ulanzi, SmallRig, Sirui, Tilta, Benro and K&F Concept.
export const accessories: ProductSeed[] = [
  {
    name: 'Godox SL60IIBi', brand: 'godox', category: 'aksesoris', year: 2023, price: 2_199_000,
    desc: ['Lampu LED bi-color 60 W dengan dudukan Bowens untuk softbox, pilihan hemat untuk studio rumahan.', 'A 60 W bi-colour LED with a Bowens mount for softboxes, a thrifty pick for home studios.'],
    specs: [['light', '60 W'], ['cct', '2800–6500 K'], ['cri', 'CRI 96+'], ['mount', 'Bowens'], ['power', 'Adaptor AC', 'AC adapter']],
    box: [['Lampu SL60IIBi', 'SL60IIBi light'], 'reflector', 'poweradapter', ['Remote', 'Remote']],
  },
  {
    name: 'Godox ML60II Bi', brand: 'godox', category: 'aksesoris', year: 2023, price: 2_799_000,
    desc: ['Lampu LED ringkas 70 W yang bisa ditenagai baterai V-mount atau NP-F, cocok untuk syuting di luar studio.', 'A compact 70 W LED that runs on V-mount or NP-F batteries, made for shooting away from the studio.'],
    specs: [['light', '± 70 W'], ['cct', '2800–6500 K'], ['cri', 'CRI 96+'], ['mount', 'Godox mount (Bowens via adaptor)', 'Godox mount (Bowens via adapter)'], ['power', 'Adaptor AC atau baterai', 'AC adapter or battery']],
    box: [['Lampu ML60II Bi', 'ML60II Bi light'], 'reflector', 'poweradapter', 'bag'],
  },
  {
    name: 'Aputure amaran 100x S', brand: 'aputure', category: 'aksesoris', year: 2023, price: 3_199_000,
    desc: ['Lampu COB bi-color 100 W dengan kontrol aplikasi Sidus Link untuk konten dan wawancara.', 'A 100 W bi-colour COB light with Sidus Link app control for content and interviews.'],
    specs: [['light', '100 W'], ['cct', '2700–6500 K'], ['cri', 'CRI 95+ / TLCI 95+'], ['mount', 'Bowens'], ['connectivity', 'Aplikasi Sidus Link', 'Sidus Link app']],
    box: [['Lampu amaran 100x S', 'amaran 100x S light'], 'reflector', 'poweradapter', 'bag'],
  },
  {
    name: 'Aputure amaran COB 60x S', brand: 'aputure', category: 'aksesoris', year: 2023, price: 1_999_000,
    desc: ['Lampu COB bi-color 60 W yang ringan untuk kreator yang baru membangun setup pencahayaan.', 'A light 60 W bi-colour COB for creators just building a lighting setup.'],
    specs: [['light', '60 W'], ['cct', '2700–6500 K'], ['cri', 'CRI 95+'], ['mount', 'Bowens'], ['connectivity', 'Aplikasi Sidus Link', 'Sidus Link app']],
    box: [['Lampu amaran COB 60x S', 'amaran COB 60x S light'], 'reflector', 'poweradapter'],
  },
  {
    name: 'Aputure MC Pro', brand: 'aputure', category: 'aksesoris', year: 2023, price: 4_899_000,
    desc: ['Lampu RGB saku yang kokoh dan tahan cipratan, bisa dipasang magnet untuk aksen warna di set.', 'A tough, splash-resistant pocket RGB light that mounts magnetically for colour accents on set.'],
    specs: [['light', 'RGBWW'], ['cct', '2000–10000 K'], ['cri', 'CRI 96+'], ['waterproof', 'Tahan cipratan (IP65)', 'Splash resistant (IP65)'], ['runtime', 'sekitar 2 jam pada daya penuh', 'about 2 h at full power']],
    box: [['Lampu MC Pro', 'MC Pro light'], 'diffuser', 'usbc', 'pouch'],
  },
  {
    name: 'Nanlite Forza 60C', brand: 'nanlite', category: 'aksesoris', year: 2021, price: 7_999_000,
    desc: ['Lampu spot full-color ringkas dengan efek bawaan untuk produksi kreatif dan panggung kecil.', 'A compact full-colour spotlight with built-in effects for creative productions and small stages.'],
    specs: [['light', '± 88 W, RGBLAC'], ['cct', '1800–20000 K'], ['cri', 'CRI 95+'], ['power', 'Adaptor AC atau baterai NP-F', 'AC adapter or NP-F batteries'], ['mount', 'FM mount']],
    box: [['Lampu Forza 60C', 'Forza 60C light'], 'reflector', 'poweradapter', 'bag'],
  },
  {
    name: 'Nanlite PavoTube II 6C', brand: 'nanlite', category: 'aksesoris', year: 2020, price: 1_299_000,
    desc: ['Tabung LED RGB 25 cm dengan baterai bawaan dan magnet, praktis untuk aksen warna di latar belakang.', 'A 25 cm RGB LED tube with a built-in battery and magnets, handy for background colour accents.'],
    specs: [['light', 'RGBWW'], ['cct', '2700–7500 K'], ['cri', 'CRI 95+'], ['runtime', 'sekitar 1 jam pada daya penuh', 'about 1 h at full power'], ['mount', 'Magnet dan ulir 1/4 inci', 'Magnets and 1/4-inch thread']],
    box: [['Tabung PavoTube II 6C', 'PavoTube II 6C tube'], 'usbc', 'pouch'],
  },
  {
    name: 'Nanlite LitoLite 5C', brand: 'nanlite', category: 'aksesoris', year: 2020, price: 849_000,
    desc: ['Panel RGB saku untuk pencahayaan objek kecil, foto produk dan efek warna.', 'A pocket RGB panel for small subjects, product photos and colour effects.'],
    specs: [['light', 'RGBWW'], ['cct', '2700–7500 K'], ['cri', 'CRI 95+'], ['power', 'Baterai isi ulang bawaan', 'Built-in rechargeable battery'], ['mount', 'Cold shoe', 'Cold shoe']],
    box: [['Panel LitoLite 5C', 'LitoLite 5C panel'], 'usbc', 'diffuser'],
  },
  {
    name: 'Zhiyun Molus X100', brand: 'zhiyun', category: 'aksesoris', year: 2023, price: 1_999_000,
    desc: ['Lampu COB 100 W seukuran saku dengan kipas senyap, mudah dibawa untuk syuting di lokasi.', 'A pocket-size 100 W COB light with a quiet fan, easy to take on location.'],
    specs: [['light', '100 W'], ['cct', '2700–6500 K'], ['cri', 'CRI 95+'], ['power', 'USB-C PD atau adaptor', 'USB-C PD or adapter'], ['weight', '± 380 g']],
    box: [['Lampu Molus X100', 'Molus X100 light'], 'reflector', 'usbcc', 'pouch'],
  },
  {
    name: 'Ulanzi MT-08', brand: 'ulanzi', category: 'aksesoris', year: 2019, price: 149_000,
    desc: ['Tripod mini yang juga berfungsi sebagai pegangan vlog untuk ponsel, kamera saku dan kamera aksi.', 'A mini tripod that doubles as a vlog grip for phones, compacts and action cameras.'],
    specs: [['height', '± 22 cm (terentang)', '± 22 cm (extended)'], ['load', '± 1 kg'], ['mount', 'Sekrup 1/4 inci', '1/4-inch screw'], ['material', 'Plastik ABS', 'ABS plastic'], ['weight', '± 64 g']],
    box: [['Tripod MT-08', 'MT-08 tripod']],
  },
  {
    name: 'Ulanzi VL49', brand: 'ulanzi', category: 'aksesoris', year: 2020, price: 149_000,
    desc: ['Lampu LED saku dengan magnet dan cold shoe, pas untuk lampu isi saat vlog malam.', 'A pocket LED with magnets and a cold shoe, a neat fill light for night vlogs.'],
    specs: [['light', 'LED 5500 K'], ['cri', 'CRI 95+'], ['battery', '2000 mAh'], ['mount', 'Cold shoe dan magnet', 'Cold shoe and magnet'], ['weight', '± 60 g']],
    box: [['Lampu VL49', 'VL49 light'], 'usbc'],
  },
  {
    name: 'Ulanzi MT-44', brand: 'ulanzi', category: 'aksesoris', year: 2021, price: 249_000,
    desc: ['Tripod ekstensi yang bisa menjadi tongkat selfie hingga sekitar 1 meter untuk vlog dan foto grup.', 'An extension tripod that becomes a selfie stick of about 1 metre for vlogs and group photos.'],
    specs: [['height', 'hingga ± 1 m', 'up to ± 1 m'], ['load', '± 1,5 kg'], ['mount', 'Sekrup 1/4 inci', '1/4-inch screw'], ['material', 'Aluminium dan plastik', 'Aluminium and plastic'], ['weight', '± 200 g']],
    box: [['Tripod MT-44', 'MT-44 tripod'], 'phoneclamp'],
  },
  {
    name: 'SmallRig Cage for Sony Alpha 7 IV', brand: 'smallrig', category: 'aksesoris', year: 2022, price: 1_299_000,
    desc: ['Cage aluminium yang pas di bodi Sony A7 IV dengan banyak titik pemasangan untuk monitor, mikrofon dan lampu.', 'An aluminium cage made for the Sony A7 IV with plenty of mounting points for monitors, mics and lights.'],
    specs: [['compat', 'Sony Alpha 7 IV, A7S III, A1'], ['material', 'Aluminium'], ['mount', 'Ulir 1/4 dan 3/8 inci, cold shoe', '1/4 and 3/8-inch threads, cold shoe'], ['features', 'Plat Arca-Swiss di bawah', 'Arca-Swiss plate underneath'], ['weight', '± 180 g']],
    box: [['Cage', 'Cage'], 'wrench'],
  },
  {
    name: 'SmallRig RC 30B COB', brand: 'smallrig', category: 'aksesoris', year: 2022, price: 1_899_000,
    desc: ['Lampu COB bi-color ringkas yang bisa ditenagai power bank lewat USB-C.', 'A compact bi-colour COB light that can run from a power bank over USB-C.'],
    specs: [['light', '30 W'], ['cct', '2700–6500 K'], ['cri', 'CRI 95+'], ['power', 'USB-C PD atau adaptor', 'USB-C PD or adapter'], ['mount', 'Bowens (adaptor)', 'Bowens (adapter)']],
    box: [['Lampu RC 30B', 'RC 30B light'], 'reflector', 'usbcc'],
  },
  {
    name: 'SmallRig Mini Magic Arm', brand: 'smallrig', category: 'aksesoris', year: 2018, price: 249_000,
    desc: ['Lengan artikulasi kecil untuk menempatkan monitor, lampu atau mikrofon di posisi yang pas.', 'A small articulating arm for placing monitors, lights or mics exactly where you want.'],
    specs: [['mount', 'Sekrup 1/4 inci di kedua ujung', '1/4-inch screws at both ends'], ['load', '± 1 kg'], ['material', 'Aluminium'], ['height', '± 11 cm'], ['weight', '± 70 g']],
    box: [['Mini Magic Arm', 'Mini Magic Arm']],
  },
  {
    name: 'Sirui AM-284 Carbon Fiber Tripod', brand: 'sirui', category: 'aksesoris', year: 2020, price: 3_499_000,
    desc: ['Tripod perjalanan serat karbon dengan ballhead, ringan untuk fotografi lanskap dan perjalanan.', 'A carbon-fibre travel tripod with a ballhead, light enough for landscape and travel photography.'],
    specs: [['material', 'Serat karbon', 'Carbon fibre'], ['height', '± 1,5 m'], ['load', '± 8 kg'], ['features', 'Ballhead, satu kaki jadi monopod', 'Ballhead, one leg becomes a monopod'], ['weight', '± 1,1 kg']],
    box: [['Tripod AM-284', 'AM-284 tripod'], ['Ballhead', 'Ballhead'], 'bag'],
  },
  {
    name: 'Sirui 50mm F1.8 1.33x Anamorphic', brand: 'sirui', category: 'aksesoris', year: 2019, price: 10_999_000,
    desc: ['Lensa anamorphic 1,33x untuk kamera APS-C yang memberi rasio layar lebar dan flare khas sinema.', 'A 1.33x anamorphic lens for APS-C cameras that gives a widescreen ratio and cinematic flares.'],
    specs: [['lens', '50 mm f/1.8, 1,33x anamorphic', '50 mm f/1.8, 1.33x anamorphic'], ['mount', 'Sony E, Fujifilm X, Micro Four Thirds, Canon RF (pilihan)', 'Sony E, Fujifilm X, Micro Four Thirds, Canon RF (options)'], ['compat', 'Sensor APS-C dan MFT', 'APS-C and MFT sensors'], ['material', 'Logam', 'Metal'], ['weight', '± 700 g']],
    box: [['Lensa 50 mm anamorphic', '50 mm anamorphic lens'], 'lenscap', 'pouch'],
  },
  {
    name: 'Tilta Nucleus Nano II', brand: 'tilta', category: 'aksesoris', year: 2023, price: 4_999_000,
    desc: ['Sistem follow focus nirkabel ringkas untuk kamera mirrorless, dengan kontrol zoom dan fokus dari genggaman.', 'A compact wireless follow-focus system for mirrorless cameras, with focus and zoom control from the hand unit.'],
    specs: [['features', 'Follow focus nirkabel', 'Wireless follow focus'], ['compat', 'Lensa mirrorless dan sinema kecil', 'Mirrorless and small cinema lenses'], ['battery', 'Baterai isi ulang bawaan', 'Built-in rechargeable battery'], ['mount', 'Rod 15 mm / NATO', '15 mm rod / NATO'], ['weight', '± 100 g (motor)', '± 100 g (motor)']],
    box: [['Motor', 'Motor'], ['Hand unit', 'Hand unit'], ['Gear ring', 'Gear rings'], 'usbc', 'case'],
  },
  {
    name: 'Tilta Khronos for iPhone 16 Pro', brand: 'tilta', category: 'aksesoris', year: 2024, price: 1_499_000,
    desc: ['Sistem cage dan grip untuk iPhone Pro yang mengubah ponsel menjadi rig video yang mantap.', 'A cage and grip system for iPhone Pro that turns the phone into a steady video rig.'],
    specs: [['compat', 'iPhone 16 Pro'], ['material', 'Aluminium'], ['mount', 'Ulir 1/4 inci dan cold shoe', '1/4-inch threads and cold shoe'], ['features', 'Grip dengan tombol rekam', 'Grip with record button'], ['weight', '± 200 g']],
    box: [['Cage iPhone', 'iPhone cage'], ['Grip', 'Grip'], 'usbc'],
  },
  {
    name: 'Benro Cyanbird', brand: 'benro', category: 'aksesoris', year: 2022, price: 3_799_000,
    desc: ['Tripod hibrida foto-video dengan head fluid yang bisa dipakai untuk panning halus maupun foto diam.', 'A hybrid photo-video tripod with a fluid head for smooth pans as well as stills.'],
    specs: [['material', 'Serat karbon', 'Carbon fibre'], ['height', '± 1,6 m'], ['load', '± 4 kg'], ['features', 'Head fluid hibrida', 'Hybrid fluid head'], ['weight', '± 1,7 kg']],
    box: [['Tripod Cyanbird', 'Cyanbird tripod'], ['Head fluid', 'Fluid head'], 'bag'],
  },
  {
    name: 'Benro TablePod', brand: 'benro', category: 'aksesoris', year: 2019, price: 499_000,
    desc: ['Tripod meja kokoh dengan ballhead, bisa dipakai sebagai grip untuk vlog dan foto produk.', 'A sturdy tabletop tripod with a ballhead, usable as a grip for vlogs and product shots.'],
    specs: [['height', '± 22 cm'], ['load', '± 2,5 kg'], ['material', 'Aluminium'], ['mount', 'Sekrup 1/4 inci', '1/4-inch screw'], ['weight', '± 280 g']],
    box: [['Tripod TablePod', 'TablePod tripod'], 'pouch'],
  },
  {
    name: 'K&F Concept Nano-X Variable ND2-ND400 67mm', brand: 'kf-concept', category: 'aksesoris', year: 2021, price: 599_000,
    desc: ['Filter ND variabel untuk memakai bukaan lebar dan shutter sinematik di siang hari.', 'A variable ND filter for wide apertures and cinematic shutter speeds in daylight.'],
    specs: [['features', 'ND2–ND400 (1–8,6 stop)', 'ND2–ND400 (1–8.6 stops)'], ['dimensions', '67 mm'], ['material', 'Kaca optik berlapis nano, ring aluminium', 'Nano-coated optical glass, aluminium ring'], ['compat', 'Lensa berulir filter 67 mm', 'Lenses with a 67 mm filter thread'], ['weight', '± 40 g']],
    box: [['Filter ND variabel', 'Variable ND filter'], 'pouch', 'cleaning'],
    variants: [{ name: 'K&F Concept Nano-X Variable ND2-ND400 77mm', price: 699_000, desc: ['Versi 77 mm dari filter ND variabel Nano-X untuk lensa zoom profesional.', 'The 77 mm Nano-X variable ND for professional zoom lenses.'], specs: [['dimensions', '77 mm']] }],
  },
  {
    name: 'K&F Concept Black Mist 1/4 77mm', brand: 'kf-concept', category: 'aksesoris', year: 2022, price: 549_000,
    desc: ['Filter difusi yang melembutkan highlight dan kulit untuk tampilan sinematik yang halus.', 'A diffusion filter that softens highlights and skin for a gentle cinematic look.'],
    specs: [['features', 'Difusi Black Mist 1/4', 'Black Mist 1/4 diffusion'], ['dimensions', '77 mm'], ['material', 'Kaca optik, ring aluminium', 'Optical glass, aluminium ring'], ['compat', 'Lensa berulir filter 77 mm', 'Lenses with a 77 mm filter thread'], ['weight', '± 30 g']],
    box: [['Filter Black Mist', 'Black Mist filter'], 'pouch'],
  },
];
