/**
 * Hand-written facts for every city that hosts a dealer, service centre or pickup point: official
 * regency/city code (idn-area-data), short display name, city-centre coordinates (public facts,
 * ~0.05° accuracy), telephone area code and a few real main streets used for demo addresses.
 * `weight` is how many demo dealers the city gets.
 */
export type CityFacts = {
  code: string;
  name: string;
  lat: number;
  lng: number;
  areaCode: string;
  streets: string[];
  weight: number;
};

export const CITY_DIRECTORY: CityFacts[] = [
  { code: '11.71', name: 'Banda Aceh', lat: 5.5483, lng: 95.3238, areaCode: '0651', streets: ['Jl. Teuku Umar', 'Jl. Tgk. H. Mohd. Daud Beureueh', 'Jl. T. Panglima Polem'], weight: 2 },
  { code: '12.71', name: 'Medan', lat: 3.5952, lng: 98.6722, areaCode: '061', streets: ['Jl. Gatot Subroto', 'Jl. Sisingamangaraja', 'Jl. Asia', 'Jl. Zainul Arifin'], weight: 8 },
  { code: '13.71', name: 'Padang', lat: -0.9471, lng: 100.4172, areaCode: '0751', streets: ['Jl. Khatib Sulaiman', 'Jl. Sudirman', 'Jl. Permindo'], weight: 3 },
  { code: '13.75', name: 'Bukittinggi', lat: -0.3055, lng: 100.3692, areaCode: '0752', streets: ['Jl. Jenderal Sudirman', 'Jl. Minangkabau'], weight: 1 },
  { code: '14.71', name: 'Pekanbaru', lat: 0.5071, lng: 101.4478, areaCode: '0761', streets: ['Jl. Jenderal Sudirman', 'Jl. Tuanku Tambusai', 'Jl. Riau'], weight: 4 },
  { code: '15.71', name: 'Jambi', lat: -1.6101, lng: 103.6131, areaCode: '0741', streets: ['Jl. Gatot Subroto', 'Jl. Sultan Agung'], weight: 2 },
  { code: '16.71', name: 'Palembang', lat: -2.9761, lng: 104.7754, areaCode: '0711', streets: ['Jl. Jenderal Sudirman', 'Jl. Kapten A. Rivai', 'Jl. Veteran'], weight: 5 },
  { code: '17.71', name: 'Bengkulu', lat: -3.7928, lng: 102.2608, areaCode: '0736', streets: ['Jl. Suprapto', 'Jl. S. Parman'], weight: 1 },
  { code: '18.71', name: 'Bandar Lampung', lat: -5.3971, lng: 105.2668, areaCode: '0721', streets: ['Jl. Raden Intan', 'Jl. Kartini', 'Jl. Teuku Umar'], weight: 3 },
  { code: '19.71', name: 'Pangkal Pinang', lat: -2.1291, lng: 106.109, areaCode: '0717', streets: ['Jl. Jenderal Sudirman', 'Jl. Mayor Syafrie Rachman'], weight: 1 },
  { code: '21.71', name: 'Batam', lat: 1.1301, lng: 104.0529, areaCode: '0778', streets: ['Jl. Engku Putri', 'Jl. Raja Ali Haji', 'Jl. Imam Bonjol Nagoya'], weight: 3 },
  { code: '31.71', name: 'Jakarta Pusat', lat: -6.1865, lng: 106.8341, areaCode: '021', streets: ['Jl. Hayam Wuruk', 'Jl. Gajah Mada', 'Jl. Pasar Baru', 'Jl. M.H. Thamrin'], weight: 9 },
  { code: '31.72', name: 'Jakarta Utara', lat: -6.1384, lng: 106.8827, areaCode: '021', streets: ['Jl. Boulevard Raya Kelapa Gading', 'Jl. Pluit Raya', 'Jl. Danau Sunter Utara', 'Jl. Gunung Sahari Raya'], weight: 8 },
  { code: '31.73', name: 'Jakarta Barat', lat: -6.1683, lng: 106.7588, areaCode: '021', streets: ['Jl. Letjen S. Parman', 'Jl. Puri Kencana', 'Jl. Daan Mogot', 'Jl. Tanjung Duren Raya'], weight: 7 },
  { code: '31.74', name: 'Jakarta Selatan', lat: -6.2615, lng: 106.8106, areaCode: '021', streets: ['Jl. Fatmawati Raya', 'Jl. Sultan Iskandar Muda', 'Jl. Kemang Raya', 'Jl. TB Simatupang'], weight: 7 },
  { code: '31.75', name: 'Jakarta Timur', lat: -6.225, lng: 106.9004, areaCode: '021', streets: ['Jl. Raya Bekasi', 'Jl. Pemuda', 'Jl. Raya Kalimalang'], weight: 4 },
  { code: '32.73', name: 'Bandung', lat: -6.9175, lng: 107.6191, areaCode: '022', streets: ['Jl. Braga', 'Jl. Merdeka', 'Jl. Dago', 'Jl. Pasir Kaliki'], weight: 8 },
  { code: '32.71', name: 'Bogor', lat: -6.5971, lng: 106.806, areaCode: '0251', streets: ['Jl. Pajajaran', 'Jl. Suryakencana', 'Jl. Sholeh Iskandar'], weight: 3 },
  { code: '32.75', name: 'Bekasi', lat: -6.2383, lng: 106.9756, areaCode: '021', streets: ['Jl. Ahmad Yani', 'Jl. KH. Noer Alie', 'Jl. Ir. H. Juanda'], weight: 4 },
  { code: '32.76', name: 'Depok', lat: -6.4025, lng: 106.7942, areaCode: '021', streets: ['Jl. Margonda Raya', 'Jl. Raya Sawangan'], weight: 3 },
  { code: '32.74', name: 'Cirebon', lat: -6.732, lng: 108.5523, areaCode: '0231', streets: ['Jl. Siliwangi', 'Jl. Kartini', 'Jl. Tuparev'], weight: 2 },
  { code: '32.78', name: 'Tasikmalaya', lat: -7.3274, lng: 108.2207, areaCode: '0265', streets: ['Jl. HZ. Mustofa', 'Jl. Otto Iskandardinata'], weight: 1 },
  { code: '32.72', name: 'Sukabumi', lat: -6.9277, lng: 106.93, areaCode: '0266', streets: ['Jl. Ahmad Yani', 'Jl. R.E. Martadinata'], weight: 1 },
  { code: '32.15', name: 'Karawang', lat: -6.3227, lng: 107.3376, areaCode: '0267', streets: ['Jl. Tuparev', 'Jl. Kertabumi'], weight: 1 },
  { code: '33.74', name: 'Semarang', lat: -6.9667, lng: 110.4167, areaCode: '024', streets: ['Jl. Pandanaran', 'Jl. Pemuda', 'Jl. Gajahmada', 'Jl. MT. Haryono'], weight: 6 },
  { code: '33.72', name: 'Surakarta', lat: -7.5755, lng: 110.8243, areaCode: '0271', streets: ['Jl. Slamet Riyadi', 'Jl. Urip Sumoharjo', 'Jl. Adi Sucipto'], weight: 4 },
  { code: '33.71', name: 'Magelang', lat: -7.4797, lng: 110.2177, areaCode: '0293', streets: ['Jl. Pemuda', 'Jl. Ahmad Yani'], weight: 1 },
  { code: '33.02', name: 'Purwokerto', lat: -7.4245, lng: 109.2396, areaCode: '0281', streets: ['Jl. Jenderal Sudirman', 'Jl. Overste Isdiman'], weight: 2 },
  { code: '33.76', name: 'Tegal', lat: -6.8694, lng: 109.1402, areaCode: '0283', streets: ['Jl. Ahmad Yani', 'Jl. Kapten Sudibyo'], weight: 1 },
  { code: '33.19', name: 'Kudus', lat: -6.8048, lng: 110.8405, areaCode: '0291', streets: ['Jl. Sunan Kudus', 'Jl. Ahmad Yani'], weight: 1 },
  { code: '33.75', name: 'Pekalongan', lat: -6.8886, lng: 109.6753, areaCode: '0285', streets: ['Jl. Hayam Wuruk', 'Jl. Dr. Cipto'], weight: 1 },
  { code: '34.71', name: 'Yogyakarta', lat: -7.7956, lng: 110.3695, areaCode: '0274', streets: ['Jl. Malioboro', 'Jl. C. Simanjuntak', 'Jl. Kaliurang', 'Jl. Solo'], weight: 6 },
  { code: '34.04', name: 'Sleman', lat: -7.7163, lng: 110.3556, areaCode: '0274', streets: ['Jl. Magelang', 'Jl. Laksda Adisucipto', 'Jl. Palagan Tentara Pelajar'], weight: 2 },
  { code: '35.78', name: 'Surabaya', lat: -7.2575, lng: 112.7521, areaCode: '031', streets: ['Jl. Tunjungan', 'Jl. Basuki Rahmat', 'Jl. Raya Darmo', 'Jl. Mayjen Sungkono'], weight: 9 },
  { code: '35.73', name: 'Malang', lat: -7.9666, lng: 112.6326, areaCode: '0341', streets: ['Jl. Ijen', 'Jl. Soekarno-Hatta', 'Jl. Kawi', 'Jl. Basuki Rahmat'], weight: 4 },
  { code: '35.15', name: 'Sidoarjo', lat: -7.4478, lng: 112.7183, areaCode: '031', streets: ['Jl. Ahmad Yani', 'Jl. Pahlawan'], weight: 2 },
  { code: '35.71', name: 'Kediri', lat: -7.848, lng: 112.0178, areaCode: '0354', streets: ['Jl. Dhoho', 'Jl. Hayam Wuruk'], weight: 1 },
  { code: '35.09', name: 'Jember', lat: -8.1724, lng: 113.7, areaCode: '0331', streets: ['Jl. Gajah Mada', 'Jl. Sultan Agung'], weight: 2 },
  { code: '35.77', name: 'Madiun', lat: -7.6298, lng: 111.5239, areaCode: '0351', streets: ['Jl. Pahlawan', 'Jl. Cokroaminoto'], weight: 1 },
  { code: '35.10', name: 'Banyuwangi', lat: -8.2191, lng: 114.3691, areaCode: '0333', streets: ['Jl. Ahmad Yani', 'Jl. Basuki Rahmat'], weight: 1 },
  { code: '36.71', name: 'Tangerang', lat: -6.1783, lng: 106.6319, areaCode: '021', streets: ['Jl. Jenderal Sudirman', 'Jl. Daan Mogot', 'Jl. MH. Thamrin Cikokol'], weight: 4 },
  { code: '36.74', name: 'Tangerang Selatan', lat: -6.2886, lng: 106.7179, areaCode: '021', streets: ['Jl. Boulevard Bintaro Jaya', 'Jl. Pahlawan Seribu BSD', 'Jl. Raya Serpong'], weight: 4 },
  { code: '36.73', name: 'Serang', lat: -6.12, lng: 106.1503, areaCode: '0254', streets: ['Jl. Ahmad Yani', 'Jl. Veteran'], weight: 1 },
  { code: '36.72', name: 'Cilegon', lat: -6.0025, lng: 106.0111, areaCode: '0254', streets: ['Jl. S.A. Tirtayasa', 'Jl. Raya Cilegon'], weight: 1 },
  { code: '51.71', name: 'Denpasar', lat: -8.6705, lng: 115.2126, areaCode: '0361', streets: ['Jl. Teuku Umar', 'Jl. Gatot Subroto', 'Jl. Diponegoro', 'Jl. Sudirman'], weight: 5 },
  { code: '51.03', name: 'Badung', lat: -8.5853, lng: 115.178, areaCode: '0361', streets: ['Jl. Sunset Road', 'Jl. Raya Kuta', 'Jl. Raya Kerobokan'], weight: 2 },
  { code: '52.71', name: 'Mataram', lat: -8.5833, lng: 116.1167, areaCode: '0370', streets: ['Jl. Pejanggik', 'Jl. Sriwijaya'], weight: 2 },
  { code: '53.71', name: 'Kupang', lat: -10.1772, lng: 123.607, areaCode: '0380', streets: ['Jl. El Tari', 'Jl. Timor Raya'], weight: 1 },
  { code: '61.71', name: 'Pontianak', lat: -0.0263, lng: 109.3425, areaCode: '0561', streets: ['Jl. Gajah Mada', 'Jl. Ahmad Yani', 'Jl. Tanjungpura'], weight: 3 },
  { code: '62.71', name: 'Palangka Raya', lat: -2.2096, lng: 113.9108, areaCode: '0536', streets: ['Jl. Tjilik Riwut', 'Jl. Ahmad Yani'], weight: 1 },
  { code: '63.71', name: 'Banjarmasin', lat: -3.3186, lng: 114.5944, areaCode: '0511', streets: ['Jl. Ahmad Yani', 'Jl. Lambung Mangkurat', 'Jl. Pangeran Antasari'], weight: 3 },
  { code: '63.72', name: 'Banjarbaru', lat: -3.4425, lng: 114.8306, areaCode: '0511', streets: ['Jl. Ahmad Yani', 'Jl. Panglima Batur'], weight: 1 },
  { code: '64.71', name: 'Balikpapan', lat: -1.2654, lng: 116.8312, areaCode: '0542', streets: ['Jl. Jenderal Sudirman', 'Jl. MT. Haryono', 'Jl. Ahmad Yani'], weight: 3 },
  { code: '64.72', name: 'Samarinda', lat: -0.5022, lng: 117.1536, areaCode: '0541', streets: ['Jl. Pahlawan', 'Jl. Juanda', 'Jl. Basuki Rahmat'], weight: 3 },
  { code: '65.71', name: 'Tarakan', lat: 3.3, lng: 117.6333, areaCode: '0551', streets: ['Jl. Yos Sudarso', 'Jl. Mulawarman'], weight: 1 },
  { code: '71.71', name: 'Manado', lat: 1.4748, lng: 124.8421, areaCode: '0431', streets: ['Jl. Piere Tendean', 'Jl. Sam Ratulangi', 'Jl. Boulevard'], weight: 3 },
  { code: '72.71', name: 'Palu', lat: -0.8917, lng: 119.8707, areaCode: '0451', streets: ['Jl. Sam Ratulangi', 'Jl. Emmy Saelan'], weight: 1 },
  { code: '73.71', name: 'Makassar', lat: -5.1477, lng: 119.4327, areaCode: '0411', streets: ['Jl. Sam Ratulangi', 'Jl. Pengayoman', 'Jl. A.P. Pettarani', 'Jl. Somba Opu'], weight: 6 },
  { code: '74.71', name: 'Kendari', lat: -3.9985, lng: 122.5129, areaCode: '0401', streets: ['Jl. MT. Haryono', 'Jl. Ahmad Yani'], weight: 1 },
  { code: '75.71', name: 'Gorontalo', lat: 0.5435, lng: 123.0568, areaCode: '0435', streets: ['Jl. Nani Wartabone', 'Jl. Sultan Botutihe'], weight: 1 },
  { code: '76.02', name: 'Mamuju', lat: -2.6748, lng: 118.8885, areaCode: '0426', streets: ['Jl. Soekarno-Hatta', 'Jl. Yos Sudarso'], weight: 1 },
  { code: '81.71', name: 'Ambon', lat: -3.6954, lng: 128.1814, areaCode: '0911', streets: ['Jl. AY. Patty', 'Jl. Diponegoro'], weight: 1 },
  { code: '82.71', name: 'Ternate', lat: 0.7893, lng: 127.377, areaCode: '0921', streets: ['Jl. Pahlawan Revolusi', 'Jl. Hasan Esa'], weight: 1 },
  { code: '91.71', name: 'Jayapura', lat: -2.5337, lng: 140.7181, areaCode: '0967', streets: ['Jl. Ahmad Yani', 'Jl. Percetakan'], weight: 1 },
  { code: '92.02', name: 'Manokwari', lat: -0.8615, lng: 134.062, areaCode: '0986', streets: ['Jl. Yos Sudarso', 'Jl. Merdeka'], weight: 1 },
  { code: '94.04', name: 'Timika', lat: -4.5467, lng: 136.8883, areaCode: '0901', streets: ['Jl. Budi Utomo', 'Jl. Yos Sudarso'], weight: 1 },
  { code: '96.71', name: 'Sorong', lat: -0.8762, lng: 131.2558, areaCode: '0951', streets: ['Jl. Ahmad Yani', 'Jl. Basuki Rahmat'], weight: 1 },
];

export const cityFactsByCode = new Map(CITY_DIRECTORY.map((c) => [c.code, c]));
