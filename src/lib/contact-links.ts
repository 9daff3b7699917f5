// Links that lead the visitor to the door: a call, a WhatsApp message, directions (docs/product.md §2.9).

/** `tel:` keeps only digits and a leading "+": "(022) 3747 0843" → "tel:02237470843". */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** wa.me wants the international number as digits only; a local "08…" becomes "628…". */
export function whatsappHref(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `https://wa.me/${digits.startsWith('0') ? `62${digits.slice(1)}` : digits}`;
}

/** Directions in the visitor's maps app: to the coordinates, or to the address when there are none. */
type Place = { lat: number | null; lng: number | null; address: string | null; name: string };

export function directionsHref(dealer: Place): string | undefined {
  const base = 'https://www.google.com/maps/dir/?api=1&destination=';
  if (dealer.lat !== null && dealer.lng !== null) return `${base}${dealer.lat},${dealer.lng}`;
  if (dealer.address) return `${base}${encodeURIComponent(`${dealer.name}, ${dealer.address}`)}`;
  return undefined;
}
