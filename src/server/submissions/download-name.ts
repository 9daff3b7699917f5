import type { FileKind } from '@/contract/forms';
import { EXTENSION, kindOfMime, MIME } from './file-type';

// The name and type a stored upload is handed out under (docs/decisions/090-form-intake.md): the visitor's
// name is only a stem — the extension is always the one its bytes were sniffed as, so `lamaran.msi` that is a
// PDF saves as `lamaran.pdf` — and nothing in it can disguise that: bidirectional overrides and marks (a
// U+202E that shows `…gnp.hta` as `…ath.png`), control characters, path separators and the characters
// Windows refuses are removed. Used by the studio's download and the staff command's export.

/** Bidi embeddings, overrides, isolates and marks; zero-width and other invisible format characters; line separators. */
const INVISIBLE = /[\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex -- C0 and C1 control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Lone UTF-16 surrogates (not characters) and what Windows forbids in a file name. */
const UNSAFE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|[<>:"/\\|?*]/g;
/** Names Windows keeps for devices, with or without an extension. */
const DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_STEM = 100;

/** The visitor's name without its extension, cleaned; `fallback` when nothing is left. */
export function safeStem(original: string, fallback: string): string {
  const last = original.slice(Math.max(original.lastIndexOf('/'), original.lastIndexOf('\\')) + 1);
  const cleaned = last.normalize('NFC').replace(INVISIBLE, '').replace(CONTROL, '').replace(UNSAFE, '_').replace(/\s+/g, ' ');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/g, '');
  const short = Array.from(stem).slice(0, MAX_STEM).join('').trim();
  if (!short) return fallback;
  return DEVICE.test(short.split('.')[0]!) ? `_${short}` : short;
}

export type DownloadFile = {
  /** The name as saved: safe stem + sniffed extension. */
  name: string;
  /** Its ASCII form for `filename=` (accents dropped, anything else `_`); the extension is kept whole. */
  ascii: string;
  contentType: string;
};

/** What a stored file is handed out as; a type we never sniff (a row not written by the pipeline) is bytes. */
export function downloadFile(original: string, mime: string, fallbackStem: string): DownloadFile {
  const kind: FileKind | undefined = kindOfMime(mime);
  const extension = kind ? EXTENSION[kind] : 'bin';
  const stem = safeStem(original, fallbackStem);
  const asciiStem =
    stem
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]/g, '_') || fallbackStem;
  return { name: `${stem}.${extension}`, ascii: `${asciiStem}.${extension}`, contentType: kind ? MIME[kind] : 'application/octet-stream' };
}

/** RFC 6266/8187: the ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(file: Pick<DownloadFile, 'name' | 'ascii'>): string {
  const encoded = encodeURIComponent(file.name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${file.ascii}"; filename*=UTF-8''${encoded}`;
}

/** The names a submission's files are exported under, by file id; a name two files would share gets the file id. */
export function exportNames(files: readonly { id: number; field: string; original_name: string; mime: string }[]): Map<number, string> {
  const names = new Map<number, string>();
  const taken = new Set<string>();
  for (const file of files) {
    const { name } = downloadFile(file.original_name, file.mime, file.field);
    const unique = taken.has(name.toLowerCase()) ? name.replace(/\.[^.]+$/, (extension) => `-${file.id}${extension}`) : name;
    taken.add(unique.toLowerCase());
    names.set(file.id, unique);
  }
  return names;
}
