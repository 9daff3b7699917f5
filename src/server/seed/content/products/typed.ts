import type { AttributeDef } from '@/contract/collections/attributes';
import type { AttributeValue, AttributeValues } from '@/contract/collections/attributes-terms';
import { warrantyByBrand } from '../warranty';
import type { BoxKey, SpecKey, T2 } from './dictionary';

// The demo's typed specifications (src/contract/collections/attributes.ts): each category's attributes, and
// each product's values read from what its seed already states — the free-text rows (numbers with their
// units, named connectors, patterns, materials), its box, its year and its brand's warranty — plus values
// a seed gives itself (`attrs`) where the text says nothing. A value the text does not support is left out.

/** What a product's values are read from. */
export type TypedContext = {
  /** Indonesian value of each free-text row, by label key (rows with the same key joined by " ; "). */
  spec: Partial<Record<SpecKey, string>>;
  /** The box's items: dictionary keys, and the Indonesian text of items written out. */
  box: readonly (BoxKey | string)[];
  name: string;
  year: number;
  brand: string;
};

type Extract = (c: TypedContext) => AttributeValue | undefined;
/** `reads`: the free-text row a number is read from; a row that says nothing more than the number goes. */
type Seeded = AttributeDef & { from: Extract; reads?: SpecKey };
type Flags = { filterable?: boolean; compared?: boolean; reads?: SpecKey };

/** A unit: the same in both languages, or [Indonesian, English]. */
type Unit = string | T2;
const num = (key: string, [label, label_en]: T2, unit: Unit, from: Extract, flags: Flags = {}): Seeded => ({
  key,
  label,
  label_en,
  type: 'number',
  // A unitless number (a year, a CRI) has no unit at all, as the studio would store it.
  ...(unit === '' ? {} : { unit: typeof unit === 'string' ? unit : unit[0], unit_en: typeof unit === 'string' ? unit : unit[1] }),
  filterable: flags.filterable ?? true,
  compared: flags.compared ?? true,
  from,
  ...(flags.reads ? { reads: flags.reads } : {}),
});
const choice = (
  key: string,
  [label, label_en]: T2,
  options: readonly T2[],
  multiple: boolean,
  from: Extract,
  flags: Flags = {},
): Seeded => ({
  key,
  label,
  label_en,
  type: 'choice',
  options: options.map((o) => o[0]),
  options_en: options.map((o) => o[1]),
  multiple,
  filterable: flags.filterable ?? true,
  compared: flags.compared ?? true,
  from,
});
const yes = (key: string, [label, label_en]: T2, from: Extract, flags: Flags = {}): Seeded => ({
  key,
  label,
  label_en,
  type: 'boolean',
  filterable: flags.filterable ?? true,
  compared: flags.compared ?? true,
  from,
});
const text = (key: string, [label, label_en]: T2, from: Extract): Seeded => ({
  key,
  label,
  label_en,
  type: 'text',
  filterable: false,
  compared: true,
  from,
});

// ---------------------------------------------------------------- reading the free text

/** "1,28" → 1.28 (Indonesian decimal comma). */
const decimal = (s: string) => Number(s.replace(',', '.'));
/** The first number before `unit` in a text ("hingga 300 m" → 300), or undefined. */
function before(text: string | undefined, unit: string): number | undefined {
  if (!text) return undefined;
  const match = new RegExp(`(\\d+(?:,\\d+)?)\\s*${unit}(?![a-zA-Z])`).exec(text);
  return match ? decimal(match[1]!) : undefined;
}
/** Grams from "± 9 g", "± 1,5 kg". */
const grams = (text: string | undefined) => {
  const kg = before(text, 'kg');
  return kg !== undefined ? Math.round(kg * 1000) : before(text, 'g');
};
/** Hours from "hingga 12 jam", "sekitar 135 menit", "6 jam 24 menit" (the first figure the text gives). */
function hours(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const both = /(\d+) jam (\d+) menit/.exec(text);
  if (both) return Math.round((Number(both[1]) + Number(both[2]) / 60) * 10) / 10;
  const match = /(\d+(?:,\d+)?)\s*(jam|menit)/.exec(text);
  if (!match) return undefined;
  return match[2] === 'jam' ? decimal(match[1]!) : Math.round((decimal(match[1]!) / 60) * 10) / 10;
}
const has = (text: string | undefined, ...words: string[]) => !!text && words.some((w) => text.toLowerCase().includes(w.toLowerCase()));
/** True when the text says so; unknown otherwise (a short spec list leaving a feature out does not deny it). */
const says = (text: string | undefined, ...words: string[]) => (has(text, ...words) ? true : undefined);
const inBox = (c: TypedContext, ...keys: BoxKey[]) => keys.some((k) => c.box.includes(k));
/** The options whose words appear in the text (by their Indonesian text or an alias). */
function found(text: string | undefined, options: readonly (readonly [option: string, ...aliases: string[]])[]): string[] | undefined {
  if (!text) return undefined;
  const hits = options.filter((words) => words.some((w) => text.toLowerCase().includes(w.toLowerCase()))).map((w) => w[0]);
  return hits.length > 0 ? hits : undefined;
}
const all = (c: TypedContext, ...keys: SpecKey[]) =>
  keys
    .map((k) => c.spec[k])
    .filter((v) => v !== undefined)
    .join(' ; ') || undefined;

// ---------------------------------------------------------------- attributes shared by several categories

const RESOLUTIONS: readonly T2[] = [
  ['8K', '8K'],
  ['6K', '6K'],
  ['5,7K', '5.7K'],
  ['4K', '4K'],
  ['2,7K', '2.7K'],
  ['1080p', '1080p'],
];
const maxResolution = choice('resolusi-maks', ['Resolusi video maksimum', 'Maximum video resolution'], RESOLUTIONS, false, (c) => {
  const v = c.spec.video;
  if (!v) return undefined;
  return RESOLUTIONS.map((r) => r[0]).find((r) => v.includes(r) || (r === '4K' && v.includes('UHD 4K')));
});
const maxFps = num('fps-maks', ['Frame rate maksimum', 'Maximum frame rate'], 'fps', (c) => {
  const rates = [...(c.spec.video ?? '').matchAll(/\/(\d+)(?:fps)?/g)].map((m) => Number(m[1]));
  return rates.length > 0 ? Math.max(...rates) : undefined;
});
const weight = num('berat', ['Berat', 'Weight'], 'g', (c) => grams(c.spec.weight), { reads: 'weight' });
const runtime = num('daya-tahan', ['Daya tahan baterai', 'Battery life'], ['jam', 'h'], (c) => hours(c.spec.runtime), { reads: 'runtime' });
const battery = num('kapasitas-baterai', ['Kapasitas baterai', 'Battery capacity'], 'mAh', (c) => before(c.spec.battery, 'mAh'), {
  reads: 'battery',
});
const depth = num('tahan-air-kedalaman', ['Tahan air hingga', 'Waterproof to'], 'm', (c) => before(c.spec.waterproof, 'm'));
const waterproof = yes('tahan-air', ['Tahan air', 'Waterproof'], (c) =>
  c.spec.waterproof ? !has(c.spec.waterproof, 'ikut rating') : undefined,
);
const touchscreen = yes('layar-sentuh', ['Layar sentuh', 'Touchscreen'], (c) => says(c.spec.screen, 'sentuh'));
const screenSize = num('ukuran-layar', ['Ukuran layar', 'Screen size'], ['inci', 'in'], (c) => before(c.spec.screen, 'inci'));
const range = num('jangkauan', ['Jangkauan', 'Range'], 'm', (c) => before(c.spec.range, 'm'), { reads: 'range' });
const year = num('tahun-rilis', ['Tahun rilis', 'Release year'], '', (c) => c.year, { filterable: false });
const warranty = num(
  'garansi-unit',
  ['Garansi unit', 'Unit warranty'],
  ['bulan', 'months'],
  (c) => warrantyByBrand.get(c.brand)?.unit_months,
  {
    filterable: false,
  },
);
const boxCount = num('isi-kemasan', ['Jumlah isi kemasan', 'Items in the box'], ['item', 'items'], (c) => c.box.length, {
  filterable: false,
});
const usbcCable = yes('kabel-usb-c', ['Kabel USB-C disertakan', 'USB-C cable included'], (c) => inBox(c, 'usbc', 'usbcc'), {
  filterable: false,
});
const pouch = yes('tas-disertakan', ['Pouch/case disertakan', 'Pouch or case included'], (c) => inBox(c, 'pouch', 'case', 'bag'), {
  filterable: false,
});
const spareBattery = yes('baterai-disertakan', ['Baterai disertakan', 'Battery included'], (c) =>
  inBox(c, 'battery', 'battery2', 'batteries'),
);
const tracking = yes('pelacakan', ['Pelacakan subjek', 'Subject tracking'], (c) => c.spec.tracking !== undefined);
const axes = num('sumbu', ['Sumbu stabilisasi', 'Stabilisation axes'], ['sumbu', 'axes'], (c) => before(c.spec.axes, 'sumbu'));

const CONNECTORS: readonly (readonly [string, ...string[]])[] = [
  ['USB-C', 'usb-c', 'usbc'],
  ['Lightning', 'lightning'],
  ['3,5 mm', '3,5 mm'],
  ['XLR', 'xlr'],
  ['6,35 mm', '6,35 mm'],
  ['HDMI', 'hdmi'],
  ['SDI', 'sdi'],
  ['USB-A', 'usb-a'],
];
const connectorOptions: readonly T2[] = CONNECTORS.map(([o]) => [o, o.replace(',', '.')]);
const connectors = (key: string, label: T2, ...keys: SpecKey[]) =>
  choice(key, label, connectorOptions, true, (c) => found(all(c, ...keys), CONNECTORS));
const phoneConnectors = choice(
  'konektor-ponsel',
  ['Konektor ke ponsel', 'Phone connector'],
  [
    ['USB-C', 'USB-C'],
    ['Lightning', 'Lightning'],
    ['3,5 mm', '3.5 mm'],
  ],
  true,
  (c) => {
    const fromBox = [
      ...(inBox(c, 'rxusbc', 'adapterusbc') ? ['USB-C'] : []),
      ...(inBox(c, 'rxlight', 'adapterlight') ? ['Lightning'] : []),
      ...(inBox(c, 'trrs') ? ['3,5 mm'] : []),
    ];
    const fromText =
      found(all(c, 'connector', 'compat'), [
        ['USB-C', 'usb-c'],
        ['Lightning', 'lightning'],
      ]) ?? [];
    const out = [...new Set([...fromBox, ...fromText])];
    return out.length > 0 ? out : undefined;
  },
);
const FREQUENCIES: readonly T2[] = [
  ['2,4 GHz', '2.4 GHz'],
  ['5 GHz', '5 GHz'],
  ['UHF', 'UHF'],
  ['1,9 GHz DECT', '1.9 GHz DECT'],
];
const frequency = choice('frekuensi', ['Frekuensi', 'Frequency'], FREQUENCIES, false, (c) =>
  c.spec.frequency ? FREQUENCIES.map((f) => f[0]).find((f) => c.spec.frequency!.includes(f.split(' ')[0]!)) : undefined,
);
const PATTERNS: readonly T2[] = [
  ['Kardioid', 'Cardioid'],
  ['Superkardioid', 'Supercardioid'],
  ['Omnidireksional', 'Omnidirectional'],
];
const pattern = choice('pola-polar', ['Pola polar', 'Polar pattern'], PATTERNS, true, (c) => {
  const p = c.spec.pattern?.toLowerCase();
  if (!p) return undefined;
  const out = [
    ...(/(^|[^r])kardioid/.test(p) ? ['Kardioid'] : []),
    ...(p.includes('superkardioid') ? ['Superkardioid'] : []),
    ...(p.includes('omni') ? ['Omnidireksional'] : []),
  ];
  return out.length > 0 ? out : undefined;
});
const POWER: readonly (readonly [string, ...string[]])[] = [
  ['Baterai isi ulang bawaan', 'isi ulang bawaan', 'baterai dapat ditukar'],
  ['Plug-in power', 'plug-in power', 'dari perangkat'],
  ['Phantom 48 V', 'phantom'],
  ['Baterai sekali pakai', 'baterai aa', 'baterai 9 v', 'lr44'],
  ['USB', 'usb'],
  ['Adaptor AC/DC', 'adaptor ac', ' dc'],
  ['Baterai NP-F/V-mount', 'np-f', 'v-mount'],
];
const powerOptions: readonly T2[] = [
  ['Baterai isi ulang bawaan', 'Built-in rechargeable battery'],
  ['Plug-in power', 'Plug-in power'],
  ['Phantom 48 V', '48 V phantom'],
  ['Baterai sekali pakai', 'Disposable batteries'],
  ['USB', 'USB'],
  ['Adaptor AC/DC', 'AC/DC adapter'],
  ['Baterai NP-F/V-mount', 'NP-F/V-mount battery'],
];
const power = choice('catu-daya', ['Catu daya', 'Power'], powerOptions, true, (c) => found(all(c, 'power', 'battery'), POWER));

// ---------------------------------------------------------------- each category's attributes, in page order

const cameraCommon = [maxResolution, maxFps, weight, battery, runtime, waterproof, depth, touchscreen, screenSize];

const ATTRIBUTES: Record<string, Seeded[]> = {
  'kamera-360': [
    ...cameraCommon,
    num('foto-mp', ['Resolusi foto', 'Photo resolution'], 'MP', (c) => before(c.spec.photo, 'MP'), { reads: 'photo' }),
    yes('lensa-dapat-diganti', ['Lensa dapat diganti', 'Replaceable lenses'], (c) => says(c.spec.lens, 'diganti', 'dilepas')),
    spareBattery,
    usbcCable,
    pouch,
    year,
    warranty,
  ],
  'action-camera': [
    ...cameraCommon,
    yes('layar-depan', ['Layar depan (selfie)', 'Front screen (selfie)'], (c) => says(c.spec.screen, 'lipat', 'dua layar', 'depan')),
    yes(
      'mount-magnetik',
      ['Mount magnetik', 'Magnetic mount'],
      (c) => says(all(c, 'mount', 'features'), 'magnet') ?? (inBox(c, 'mount') || undefined),
    ),
    spareBattery,
    usbcCable,
    year,
    warranty,
  ],
  'kamera-mini': [
    ...cameraCommon,
    num('penyimpanan-internal', ['Penyimpanan internal', 'Internal storage'], 'GB', (c) => before(c.spec.storage, 'GB')),
    yes('microsd', ['Slot microSD', 'microSD slot'], (c) => says(c.spec.storage, 'microsd')),
    yes(
      'pemasangan-magnetik',
      ['Pemasangan magnetik', 'Magnetic mounting'],
      (c) => says(all(c, 'mount', 'features'), 'magnet') ?? (inBox(c, 'mount') || undefined),
    ),
    usbcCable,
    pouch,
    spareBattery,
    year,
    warranty,
  ],
  gimbal: [
    axes,
    num('beban-maks', ['Beban maksimum', 'Max payload'], 'g', (c) => grams(c.spec.payload), { reads: 'payload' }),
    weight,
    runtime,
    battery,
    tracking,
    choice(
      'untuk-perangkat',
      ['Untuk perangkat', 'For devices'],
      [
        ['Smartphone', 'Smartphone'],
        ['Mirrorless', 'Mirrorless'],
        ['Kamera aksi', 'Action camera'],
        ['Kamera saku', 'Pocket camera'],
      ],
      true,
      (c) =>
        found(all(c, 'compat') ?? (/mini|smartphone|ponsel|flow|smooth|osmo mobile/i.test(c.name) ? 'smartphone' : undefined), [
          ['Smartphone', 'smartphone', 'ponsel'],
          ['Mirrorless'],
          ['Kamera aksi'],
          ['Kamera saku'],
        ]),
    ),
    yes('lampu-isi', ['Lampu isi bawaan', 'Built-in fill light'], (c) => says(all(c, 'features'), 'lampu isi')),
    yes(
      'tripod-bawaan',
      ['Tripod bawaan/disertakan', 'Built-in or included tripod'],
      (c) => says(all(c, 'features', 'height'), 'tripod') ?? (inBox(c, 'tripod') || undefined),
    ),
    yes('tongkat-ekstensi', ['Tongkat ekstensi', 'Extension rod'], (c) => says(all(c, 'features', 'height'), 'ekstensi', 'selfie')),
    yes('layar-gimbal', ['Layar di gimbal', 'Screen on the gimbal'], (c) => (c.spec.screen !== undefined ? true : undefined)),
    year,
    warranty,
    boxCount,
  ],
  webcam: [
    maxResolution,
    maxFps,
    tracking,
    axes,
    connectors('koneksi', ['Koneksi', 'Connection'], 'connector'),
    yes('mode-privasi', ['Mode privasi', 'Privacy mode'], (c) => says(all(c, 'features'), 'privasi')),
    yes('kontrol-gestur', ['Kontrol gestur', 'Gesture control'], (c) => says(all(c, 'features'), 'gestur')),
    usbcCable,
    pouch,
    year,
    warranty,
    boxCount,
  ],
  'mic-wireless': [
    num('transmitter', ['Jumlah transmitter', 'Transmitters'], ['unit', 'units'], (c) => before(c.spec.channels, 'transmitter')),
    range,
    runtime,
    weight,
    frequency,
    phoneConnectors,
    connectors('output', ['Output', 'Output'], 'output'),
    yes('peredam-bising', ['Peredam bising', 'Noise reduction'], (c) =>
      c.spec.noise !== undefined ? true : says(all(c, 'features'), 'peredam'),
    ),
    yes('rekam-internal', ['Perekaman internal', 'Internal recording'], (c) => (c.spec.recording !== undefined ? true : undefined)),
    yes(
      'charging-case',
      ['Charging case disertakan', 'Charging case included'],
      (c) => inBox(c, 'chargecase') || has(c.spec.runtime, 'charging case'),
    ),
    yes('layar', ['Layar', 'Screen'], (c) => (c.spec.screen !== undefined ? true : undefined)),
    yes('windscreen', ['Windscreen disertakan', 'Windscreen included'], (c) => inBox(c, 'wind', 'furry'), { filterable: false }),
    usbcCable,
    pouch,
    year,
    warranty,
    boxCount,
  ],
  'mic-on-camera': [
    pattern,
    connectors('output', ['Output', 'Output'], 'output'),
    power,
    weight,
    runtime,
    yes('shock-mount', ['Shock mount', 'Shock mount'], (c) => says(all(c, 'mount'), 'shock') ?? inBox(c, 'shock')),
    yes('filter-low-cut', ['Filter low-cut', 'Low-cut filter'], (c) => says(all(c, 'features'), 'low-cut', 'high-pass')),
    yes('gain', ['Pengaturan gain', 'Gain control'], (c) => says(all(c, 'features'), 'gain')),
    yes('windscreen-bulu', ['Windscreen bulu disertakan', 'Furry windscreen included'], (c) => inBox(c, 'furry')),
    year,
    warranty,
    boxCount,
  ],
  'mic-lavalier': [
    pattern,
    connectors('konektor', ['Konektor', 'Connector'], 'connector'),
    num('panjang-kabel', ['Panjang kabel', 'Cable length'], 'm', (c) => before(all(c, 'features'), 'm')),
    num(
      'jumlah-mikrofon',
      ['Jumlah mikrofon', 'Microphones'],
      ['unit', 'units'],
      (c) => before(c.spec.channels, 'mikrofon') ?? (/dual|duo/i.test(c.name) ? 2 : undefined),
    ),
    power,
    weight,
    yes('klip', ['Klip penjepit disertakan', 'Tie clip included'], (c) => inBox(c, 'clip')),
    yes('windscreen', ['Windscreen disertakan', 'Windscreen included'], (c) => inBox(c, 'wind', 'furry')),
    year,
    warranty,
    boxCount,
  ],
  'audio-interface': [
    num('kanal', ['Jumlah kanal', 'Channels'], ['kanal', 'channels'], (c) => before(c.spec.channels, 'kanal') ?? before(c.spec.input, '×')),
    connectors('input', ['Input', 'Input'], 'input'),
    connectors('output', ['Output', 'Output'], 'output', 'connector'),
    power,
    yes('phantom', ['Phantom power 48 V', '48 V phantom power'], (c) => (c.spec.power ? has(c.spec.power, 'phantom') : undefined)),
    yes('output-headphone', ['Output headphone', 'Headphone output'], (c) => says(all(c, 'output', 'features'), 'headphone')),
    weight,
    runtime,
    usbcCable,
    pouch,
    year,
    warranty,
    boxCount,
  ],
  'video-transmission': [
    maxResolution,
    maxFps,
    range,
    num('latensi', ['Latensi', 'Latency'], 'ms', (c) => {
      const s = before(c.spec.latency, 'detik');
      return s === undefined ? undefined : Math.round(s * 1000);
    }),
    connectors('input', ['Input video', 'Video input'], 'input'),
    connectors('output', ['Output video', 'Video output'], 'output'),
    frequency,
    power,
    yes('monitor-aplikasi', ['Monitor lewat aplikasi', 'Monitoring in an app'], (c) => says(all(c, 'features'), 'aplikasi', 'monitor')),
    yes('layar', ['Layar', 'Screen'], (c) => (c.spec.screen !== undefined ? true : undefined)),
    year,
    warranty,
    boxCount,
  ],
  intercom: [
    num('pengguna', ['Jumlah pengguna', 'Users'], ['headset', 'headsets'], (c) => before(c.spec.users, 'headset'), { reads: 'users' }),
    range,
    frequency,
    yes('full-duplex', ['Full-duplex', 'Full duplex'], (c) => says(all(c, 'features'), 'full-duplex')),
    yes('tanpa-base', ['Tanpa base station', 'No base station'], (c) => says(all(c, 'features'), 'tanpa base')),
    yes('baterai-tukar', ['Baterai dapat ditukar', 'Swappable battery'], (c) => says(c.spec.battery, 'ditukar')),
    yes('baterai-cadangan', ['Baterai cadangan disertakan', 'Spare batteries included'], (c) => inBox(c, 'batteries')),
    yes('charger', ['Charger disertakan', 'Charger included'], (c) => inBox(c, 'charger')),
    year,
    warranty,
    boxCount,
  ],
  aksesoris: [
    choice(
      'jenis',
      ['Jenis aksesori', 'Accessory type'],
      [
        ['Tongkat & tripod', 'Sticks & tripods'],
        ['Lampu', 'Lights'],
        ['Cage & mount', 'Cages & mounts'],
        ['Filter', 'Filters'],
        ['Baterai', 'Batteries'],
        ['Lensa', 'Lenses'],
        ['Kontrol & follow focus', 'Controls & follow focus'],
        ['Lainnya', 'Other'],
      ],
      false,
      (c) => {
        const n = c.name.toLowerCase();
        if (/stick|tripod|tablepod|monopod|arm|\bmt-/.test(n) || c.spec.height) return 'Tongkat & tripod';
        if (c.spec.light || c.spec.cct) return 'Lampu';
        if (/cage|mount|khronos|bullet/.test(n)) return 'Cage & mount';
        if (/\bnd|filter|mist/.test(n)) return 'Filter';
        if (/battery|baterai/.test(n)) return 'Baterai';
        if (/\d+mm f\/|lens/.test(n) || c.spec.lens) return 'Lensa';
        if (/nucleus|focus|grip|remote/.test(n)) return 'Kontrol & follow focus';
        return 'Lainnya';
      },
    ),
    text('kompatibel', ['Kompatibel dengan', 'Compatible with'], (c) => c.spec.compat),
    weight,
    choice(
      'material',
      ['Material', 'Material'],
      [
        ['Aluminium', 'Aluminium'],
        ['Serat karbon', 'Carbon fibre'],
        ['Plastik', 'Plastic'],
        ['Logam', 'Metal'],
        ['Kaca optik', 'Optical glass'],
      ],
      true,
      (c) => found(c.spec.material, [['Aluminium'], ['Serat karbon'], ['Plastik'], ['Logam'], ['Kaca optik']]),
    ),
    choice(
      'dudukan',
      ['Dudukan', 'Mount'],
      [
        ['Ulir 1/4 inci', '1/4-inch thread'],
        ['Ulir 3/8 inci', '3/8-inch thread'],
        ['Cold shoe', 'Cold shoe'],
        ['Magnet', 'Magnet'],
        ['Bowens', 'Bowens'],
        ['Quick release', 'Quick release'],
      ],
      true,
      (c) =>
        found(`${c.spec.mount ?? ''}${has(c.spec.features, 'arca') ? ' quick release' : ''}` || undefined, [
          ['Ulir 1/4 inci', '1/4'],
          ['Ulir 3/8 inci', '3/8'],
          ['Cold shoe', 'cold shoe'],
          ['Magnet', 'magnet'],
          ['Bowens', 'bowens'],
          ['Quick release', 'quick release', 'arca'],
        ]),
    ),
    num('tinggi-maks', ['Tinggi maksimum', 'Maximum height'], 'cm', (c) => {
      const m = before(c.spec.height, 'm');
      return m !== undefined ? Math.round(m * 100) : before(c.spec.height, 'cm');
    }),
    num('beban-maks', ['Beban maksimum', 'Max load'], 'g', (c) => grams(c.spec.load), { reads: 'load' }),
    num('daya-lampu', ['Daya lampu', 'Light output'], 'W', (c) => before(c.spec.light, 'W'), { reads: 'light' }),
    num('cct-min', ['Suhu warna terendah', 'Lowest colour temperature'], 'K', (c) => before(c.spec.cct, '–') ?? before(c.spec.light, 'K')),
    num(
      'cct-maks',
      ['Suhu warna tertinggi', 'Highest colour temperature'],
      'K',
      (c) => before(c.spec.cct, 'K') ?? before(c.spec.light, 'K'),
    ),
    num('cri', ['CRI', 'CRI'], '', (c) => before(c.spec.cri, '\\+')),
    num('ulir-filter', ['Ulir filter', 'Filter thread'], 'mm', (c) => before(all(c, 'dimensions', 'compat'), 'mm')),
    yes('rgb', ['Warna RGB', 'RGB colour'], (c) => (c.spec.light || c.spec.cct ? has(c.spec.light, 'rgb') : undefined)),
    yes('baterai-bawaan', ['Baterai bawaan', 'Built-in battery'], (c) =>
      has(all(c, 'battery', 'power'), 'bawaan') || before(c.spec.battery, 'mAh') !== undefined ? true : undefined,
    ),
    usbcCable,
    pouch,
    yes('kontrol-nirkabel', ['Kontrol nirkabel/aplikasi', 'Wireless or app control'], (c) =>
      says(all(c, 'connectivity', 'features'), 'aplikasi', 'nirkabel'),
    ),
    year,
    warranty,
    boxCount,
  ],
};

/**
 * Compatibility rules (src/server/repositories/fits.ts): a microphone fits what takes its output at an input
 * (an audio interface or adapter with the same connector), category → attribute → the device's attribute.
 */
const FITS_RULES: Record<string, Record<string, string>> = {
  'mic-wireless': { output: 'input' },
  'mic-on-camera': { output: 'input' },
  'mic-lavalier': { konektor: 'input' },
};

/** Each category's attributes as it stores them (the seed's categories carry these). */
export const CATEGORY_ATTRIBUTES: Record<string, AttributeDef[]> = Object.fromEntries(
  Object.entries(ATTRIBUTES).map(([slug, list]) => [
    slug,
    list.map(({ from: _from, reads: _reads, ...def }) => {
      const fits = FITS_RULES[slug]?.[def.key];
      return fits ? { ...def, fits } : def;
    }),
  ]),
);

/** A free-text value that is only a number and its unit ("± 200 g", "2400 mAh", "hingga 300 m"). */
const BARE_NUMBER = /^(?:± ?|hingga |sekitar )?\d+(?:,\d+)? ?(?:g|kg|m|cm|mAh|jam|menit|W|MP|headset)$/;

/**
 * A product's typed values: read from its seed, then those the seed states itself (`given`), which win; and
 * the free-text rows they make redundant (a row that says no more than its typed number), which the product
 * then leaves out — free text stays for what is not typed.
 */
export function typedValues(
  category: string,
  context: TypedContext,
  given: AttributeValues = {},
): { values: AttributeValues; covered: Set<SpecKey> } {
  const values: AttributeValues = {};
  const covered = new Set<SpecKey>();
  for (const attribute of ATTRIBUTES[category] ?? []) {
    const value = attribute.from(context);
    if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) continue;
    values[attribute.key] = value;
    if (attribute.reads && BARE_NUMBER.test(context.spec[attribute.reads]?.trim() ?? '')) covered.add(attribute.reads);
  }
  for (const [key, value] of Object.entries(given)) values[key] = value;
  return { values, covered };
}

/** A box item as a context lists it: its dictionary key, or the Indonesian text of one written out. */
export const boxText = (item: BoxKey | T2): BoxKey | string => (typeof item === 'string' ? item : item[0]);
