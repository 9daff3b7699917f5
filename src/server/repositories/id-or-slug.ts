// `v2/event/{id}` and `v2/lowongan_kerja/{id}` take a numeric id or a slug (docs/product.md §7).

const MAX_SERIAL = 2_147_483_647;

/** The serial id the path segment names, if it is one. */
export function serialId(idOrSlug: string): number | undefined {
  if (!/^\d{1,10}$/.test(idOrSlug)) return undefined;
  const id = Number(idOrSlug);
  return id >= 1 && id <= MAX_SERIAL ? id : undefined;
}
