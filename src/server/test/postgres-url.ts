export const TEMPLATE_DB = 'denka_test_template';

/** The same server and credentials, another database name. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
