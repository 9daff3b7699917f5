import { describe, expect, it } from 'vitest';
import { parseConfig } from './config-schema';

describe('build configuration (validated by vite.config.ts at build time)', () => {
  it('fills the defaults', () => {
    const config = parseConfig({});
    expect(config.apiBaseUrl).toBe('/api/cms/');
    expect(config.gtmId).toBeUndefined();
    expect(config.mapTileUrl).toContain('{z}');
  });

  it('normalises the API base and treats an empty GTM id as none', () => {
    expect(parseConfig({ VITE_API_BASE_URL: 'https://cms.example.co.id/api', VITE_GTM_ID: '' })).toMatchObject({
      apiBaseUrl: 'https://cms.example.co.id/api/',
      gtmId: undefined,
    });
  });

  it('refuses a bad value, naming it (the build fails instead of a visitor page)', () => {
    expect(() => parseConfig({ VITE_GTM_ID: 'UA-123' })).toThrow(/VITE_GTM_ID/);
    expect(() => parseConfig({ VITE_MAP_TILE_URL: 'https://tiles.example/{x}.png' })).toThrow(/VITE_MAP_TILE_URL/);
  });
});
