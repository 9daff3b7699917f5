import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_TICKET_PHOTOS } from '@/contract/forms';
import { checkPhotos } from './file-rules';

// The browser's first check of a repair's photos (the server sniffs their bytes again; docs/decisions/090-form-intake.md).
const photo = (name: string, size = 10, lastModified = 1) => new File([new Uint8Array(size)], name, { lastModified });

describe('checkPhotos', () => {
  it(`takes none up to ${MAX_TICKET_PHOTOS} JPG or PNG photos`, () => {
    expect(checkPhotos([])).toBeUndefined();
    expect(checkPhotos([photo('a.jpg'), photo('b.JPEG'), photo('c.png'), photo('d.jpg')])).toBeUndefined();
  });

  it('refuses one too many, the same file twice, another type and a photo over 5 MB', () => {
    expect(checkPhotos([1, 2, 3, 4, 5].map((n) => photo(`${n}.jpg`)))).toBe('photo_count');
    expect(checkPhotos([photo('a.jpg'), photo('a.jpg')])).toBe('file_duplicate');
    // Two photos of one name from different folders are two photos.
    expect(checkPhotos([photo('a.jpg', 10, 1), photo('a.jpg', 10, 2)])).toBeUndefined();
    expect(checkPhotos([photo('a.jpg'), photo('nota.pdf')])).toBe('file_type');
    expect(checkPhotos([photo('besar.png', MAX_FILE_BYTES + 1)])).toBe('file_size');
  });
});
