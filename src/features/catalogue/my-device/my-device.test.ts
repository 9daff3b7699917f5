import { describe, expect, it } from 'vitest';
import { parseMyDevice } from './my-device';

// What an earlier page stored is read back, never trusted (src/lib/device-list.ts).
describe('parseMyDevice', () => {
  it('keeps a well-formed device and only well-formed fitting slugs', () => {
    expect(parseMyDevice({ slug: 'insta360-x4', name: 'Insta360 X4', fitting: ['a-b', 7, '', 'bad slug', 'c'] })).toEqual({
      slug: 'insta360-x4',
      name: 'Insta360 X4',
      fitting: ['a-b', 'c'],
    });
    expect(parseMyDevice({ slug: 'x', name: 'X' })).toEqual({ slug: 'x', name: 'X', fitting: [] });
  });

  it('drops what is not a device', () => {
    for (const bad of [
      null,
      'x',
      [],
      { slug: '', name: 'X' },
      { slug: 'a b', name: 'X' },
      { slug: 'x' },
      { slug: 'x'.repeat(201), name: 'X' },
    ])
      expect(parseMyDevice(bad)).toBeNull();
  });

  it('keeps at most 48 fitting slugs', () => {
    const fitting = Array.from({ length: 100 }, (_, i) => `p-${i}`);
    expect(parseMyDevice({ slug: 'x', name: 'X', fitting })!.fitting).toHaveLength(48);
  });
});
