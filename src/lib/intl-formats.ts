// One formatter per locale and options, made on first use and kept: an Intl formatter costs far more to make
// than to use (a dealer list names each weekday many times; the first one of a page also loads the locale's
// data), docs/decisions/112-start-up-and-the-shell.md. Kept out of the shell: only pages that format import it.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `Intl.NumberFormat(locale, options)`, made once. */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
