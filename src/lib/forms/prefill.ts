import type { OutboxField } from '@/offline/outbox-policy';

// A kept submission back into a form (decision 091): the outbox stores the multipart body as fields; the
// form being corrected gets its typed values and files back, each converted to the type its form value has.

type Value = unknown;

function convert(current: Value, raw: (string | File)[]): Value {
  const [first] = raw;
  if (Array.isArray(current)) {
    // Several files (a support request's photos) travel as repeated file parts.
    const files = raw.filter((item): item is File => item instanceof File);
    if (files.length > 0) return files;
    // Lists travel comma-separated in one field, or as repeated fields.
    const strings = raw.filter((item): item is string => typeof item === 'string');
    return strings.length === 1 ? strings[0]!.split(',').filter(Boolean) : strings;
  }
  if (first === undefined) return current;
  if (typeof current === 'boolean') return first === 'true';
  if (typeof current === 'number')
    return typeof first === 'string' && first.trim() !== '' && Number.isFinite(Number(first)) ? Number(first) : current;
  if (first instanceof File) return current === null || current instanceof File || current === undefined ? first : current;
  if (current === null && first === '') return null; // an empty optional file
  return typeof current === 'string' || current === null || current === undefined ? first : current;
}

/** `values` with every field the kept body has (by name), typed like the form's own value. Unknown names are ignored. */
export function prefillValues<V extends Record<string, unknown>>(values: V, fields: OutboxField[]): V {
  const byName = new Map<string, (string | File)[]>();
  for (const [name, value] of fields) byName.set(name, [...(byName.get(name) ?? []), value]);
  const next: Record<string, unknown> = { ...values };
  for (const [name, current] of Object.entries(values)) {
    const raw = byName.get(name);
    if (raw) next[name] = convert(current, raw);
  }
  return next as V;
}

/** Server field errors in the form's shape (one text per field). */
export const fieldErrorTexts = (fieldErrors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, texts]) => [field, texts.join(' ')]));
