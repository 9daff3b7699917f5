import { slugify } from '../studio/slugs';

// A dealer's or service centre's page slug (docs/decisions/025-dealer-finders.md): its name, then its city
// without "Kota"/"Kabupaten" unless the name already says it — "sentra-kamera-jaya-bandung". The migration that
// gave existing rows their slugs (0024) applies the same rule in SQL.

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function placeSlug(name: string, cityName: string | null | undefined): string {
  const city = (cityName ?? '').replace(/^(kota|kabupaten|kab\.)\s+/i, '').trim();
  return slugify(city === '' || fold(name).includes(fold(city)) ? name : `${name} ${city}`);
}

/** Slugs for rows in order, unique among themselves and `taken`: a repeated one gets `-2`, `-3` … */
export function uniquePlaceSlugs(rows: readonly { name: string; city: string | null | undefined }[], taken = new Set<string>()) {
  return rows.map(({ name, city }) => {
    const base = placeSlug(name, city);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}
