// PostgreSQL takes at most 65,535 parameters per statement: large seeds go in slices.
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => PromiseLike<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
