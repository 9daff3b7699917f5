import { describe, expect, it } from 'vitest';
import { isManualPath } from './cache-names';
import { manualKey } from './saved-manuals';

describe('which manuals "My gear" may keep for offline', () => {
  const origin = 'https://denka.example';

  it('keeps our own PDFs under /media, by path', () => {
    expect(manualKey('/media/manuals/lark-m2.pdf', origin)).toBe('/media/manuals/lark-m2.pdf');
    expect(manualKey(`${origin}/media/manuals/Lark-M2.PDF?v=2`, origin)).toBe('/media/manuals/Lark-M2.PDF');
  });

  it('refuses another origin, another path, a non-PDF or a climb out of /media', () => {
    expect(manualKey('https://evil.example/media/manuals/x.pdf', origin)).toBeUndefined();
    expect(manualKey('/api/cms/v2/account/me', origin)).toBeUndefined();
    expect(manualKey('/media/products/x.webp', origin)).toBeUndefined();
    expect(manualKey('javascript:alert(1)', origin)).toBeUndefined();
    expect(isManualPath('/media/../api/x.pdf')).toBe(false);
    expect(isManualPath('/media/manuals/a.pdf')).toBe(true);
  });
});
