import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { deviceQuery } from './offline-search';

// The device's index answers synonyms and stems like the server does (src/contract/search-terms.ts).
describe('offline search vocabulary', () => {
  const index = new MiniSearch<{ id: string; name: string }>({
    fields: ['name'],
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll([
    { id: 'mic', name: 'Mikrofon Wireless Saramonic Blink' },
    { id: 'light', name: 'Ulanzi VL49 LED Light' },
    { id: 'gimbal', name: 'DJI Osmo Mobile Gimbal' },
    { id: 'tripod', name: 'Ulanzi MT-44 Tripod' },
  ]);
  const ids = (q: string) => index.search(deviceQuery(q)).map((hit) => hit.id);

  it('finds a saved "Mikrofon" for "mic", a light for "lampu", a gimbal for "stabilizer"', () => {
    expect(ids('mic')).toContain('mic');
    expect(ids('lampu')).toContain('light');
    expect(ids('lampunya')).toContain('light');
    expect(ids('stabilizer')).toContain('gimbal');
    expect(ids('mic')).not.toContain('tripod');
  });

  it('keeps every word required', () => {
    expect(ids('mikrofon wireless')).toEqual(['mic']);
    expect(ids('mikrofon tripod')).toEqual([]);
  });
});
