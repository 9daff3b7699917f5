// WhatsApp deep links from the inbox (docs/decisions/310-submissions-in-the-studio.md): `https://wa.me/<digits>`
// takes the number in international form without "+", spaces or a trunk "0" (WhatsApp's own click-to-chat rules);
// Indonesian numbers as people type them (0812…, 812…, +62 (0)812…) become 62812….

const INDONESIA = '62';

/** A phone number as E.164 digits (no "+"), or undefined when it cannot be one. */
export function whatsappNumber(phone: string): string | undefined {
  const trimmed = phone.trim().replace(/\(0\)/g, '');
  if (!/^[+\d(][\d\s().\-/]*$/.test(trimmed)) return undefined;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  else if (!international) {
    if (digits.startsWith('0')) digits = INDONESIA + digits.replace(/^0+/, '');
    else if (digits.startsWith('8')) digits = INDONESIA + digits;
    // Otherwise already with a country code (6281…).
  }
  // E.164: a country code without a leading zero, at most 15 digits; shorter than 8 is no mobile number anywhere.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return undefined;
  return digits;
}

/** The click-to-chat link with its prefilled text, or undefined when the number is not one. */
export function whatsappLink(phone: string, text: string): string | undefined {
  const number = whatsappNumber(phone);
  if (!number) return undefined;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
