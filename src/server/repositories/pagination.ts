// Laravel-style page metadata (docs/product.md §3): from/to are 1-based positions, null on an empty page.
export function toPage<T>(data: T[], { page, perPage, total }: { page: number; perPage: number; total: number }) {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    data,
  };
}
