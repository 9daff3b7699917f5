import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('caps upload bytes in flight at 32 MiB unless told otherwise, never below one form body; PGlite on the server’s thread unless PGLITE_THREAD=worker', () => {
    expect(loadConfig({})).toMatchObject({ uploadConcurrentBytes: 32 * 1024 * 1024, pgliteThread: 'main' });
    expect(loadConfig({ UPLOAD_CONCURRENT_BYTES: '104857600', PGLITE_THREAD: 'worker' })).toMatchObject({
      uploadConcurrentBytes: 104_857_600,
      pgliteThread: 'worker',
    });
    expect(() => loadConfig({ UPLOAD_CONCURRENT_BYTES: '1000' })).toThrow(/UPLOAD_CONCURRENT_BYTES/);
    expect(() => loadConfig({ PGLITE_THREAD: 'both' })).toThrow(/PGLITE_THREAD/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
