import { describe, expect, it } from 'vitest';
import { href } from '@/contract/routes';
import { SHORTCUT_URLS, webManifest } from './web-manifest';

describe('web manifest', () => {
  it('links its shortcuts to the app-layout routes of the paths table', () => {
    expect(SHORTCUT_URLS).toEqual({
      authorizedStoreApp: href('authorizedStoreApp'),
      serviceCenterApp: href('serviceCenterApp'),
      productCatalog: href('productCatalog'),
    });
    expect(webManifest.shortcuts?.map((s) => s.url)).toEqual(Object.values(SHORTCUT_URLS));
  });

  it('is installable: Indonesian, standalone, 192/512 and maskable icons, narrow and wide screenshots', () => {
    expect(webManifest).toMatchObject({ lang: 'id', start_url: '/', scope: '/', display: 'standalone' });
    expect(webManifest.icons?.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(webManifest.screenshots?.map((s) => s.form_factor)).toEqual(['narrow', 'wide']);
  });
});
