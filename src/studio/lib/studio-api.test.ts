import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityUpdate, studioLogin } from '@/contract/endpoints/studio';
import { csvImport } from '@/contract/endpoints/studio-media';
import { StudioApiError, studioCall } from './studio-api';

// studioCall: the declaration's method and path, the cookie on our origin, no-store, the body by encoding,
// refusals with the server's message, field errors and body (docs/decisions/250-staff-studio.md).
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('studioCall', () => {
  it('sends JSON with the session cookie, never cached, and parses the declared answer', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: { version: 4 } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await studioCall(entityUpdate, { params: { collection: 'products', id: 7 }, body: { data: { name: 'X' }, version: 3 } });
    expect(result).toEqual({ data: { version: 4 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/api\/cms\/studio\/collections\/products\/7\?lang=id$/);
    expect(init).toMatchObject({ method: 'PUT', credentials: 'same-origin', cache: 'no-store', body: '{"data":{"name":"X"},"version":3}' });
  });

  it('throws the server message, field errors and body of a refusal (a 409 keeps current_version)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(409, { message: 'Diubah orang lain', current_version: 9 })),
    );
    const error = await studioCall(entityUpdate, { params: { collection: 'products', id: 7 }, body: { data: {}, version: 3 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StudioApiError);
    expect(error).toMatchObject({ status: 409, message: 'Diubah orang lain', body: { current_version: 9 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { message: 'Periksa', errors: { email: ['Alamat email tidak valid.'], x: 'not a list' } })),
    );
    const invalid = await studioCall(studioLogin, { body: { email: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, fieldErrors: { email: ['Alamat email tidak valid.'] } });
  });

  it('sends a CSV body as text/csv and a network failure as status 0', async () => {
    const fetchMock = vi.fn(async () => answer(200, { data: { dry_run: true, rows: 1, created: 1, updated: 0, errors: [] } }));
    vi.stubGlobal('fetch', fetchMock);
    await studioCall(csvImport, { params: { collection: 'dealers' }, query: { dry_run: '1' }, body: 'id,name\n,A\n' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/cms/studio/import/dealers?dry_run=1');
    expect(init.headers).toMatchObject({ 'Content-Type': 'text/csv; charset=utf-8' });
    expect(init.body).toBe('id,name\n,A\n');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(studioCall(csvImport, { params: { collection: 'dealers' }, body: '' })).rejects.toMatchObject({ status: 0 });
  });
});
