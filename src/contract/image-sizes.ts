// An image's `sizes` in the data-saving mode (src/lib/data-saver.ts): shared by the page's <img> and the head's
// preload of the same image, which must ask for the same rendition.

/** The attribute the server puts on <html> for a page it rendered for `Save-Data: on`. */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';

/** Does a request ask to save data (`Save-Data: on`)? */
export const asksToSaveData = (header: string | string[] | undefined): boolean => /^\s*on\s*$/i.test(String(header ?? ''));

/** A `sizes` entry as its media condition ('' for none) and its slot length ('' when it has none). */
function splitEntry(entry: string): [string, string] {
  const text = entry.trim();
  if (text.endsWith(')')) {
    // A function (calc, min, max, clamp): back to its matching '(' and its name.
    let level = 0;
    let open = text.length - 1;
    for (; open >= 0; open--) {
      if (text[open] === ')') level++;
      else if (text[open] === '(' && --level === 0) break;
    }
    let name = open;
    while (name > 0 && /[a-z-]/i.test(text[name - 1]!)) name--;
    return name === open ? [text, ''] : [text.slice(0, name).trim(), text.slice(name)];
  }
  const space = text.search(/\s\S+$/);
  return space < 0 ? ['', text] : [text.slice(0, space).trim(), text.slice(space).trim()];
}

/**
 * An image's `sizes` for the data-saving mode: every slot half as wide, so the browser picks a rendition of
 * about half the pixels per side (on a phone of 2–3 device pixels per CSS pixel, still about one per pixel).
 */
export function lighterSizes(sizes: string): string {
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++;
    else if (sizes[i] === ')') depth--;
    else if (sizes[i] === ',' && depth === 0) {
      entries.push(sizes.slice(start, i));
      start = i + 1;
    }
  }
  entries.push(sizes.slice(start));
  return entries
    .map((entry) => {
      const [condition, length] = splitEntry(entry);
      if (!length) return entry.trim();
      return `${condition ? `${condition} ` : ''}calc(${length} / 2)`;
    })
    .join(', ');
}
