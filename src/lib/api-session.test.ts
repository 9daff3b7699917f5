import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { accountLogout, accountMe, accountPasswordChange, unsubscribe } from '../contract/endpoints/accounts';
import { isQueued, sessionGet, sessionSend } from './api-session';
import { FormSubmitError } from './forms/submit-form';

// The typed account calls of docs/decisions/200: method, path and answer from the declaration.

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('sessionSend(endpoint, body) and sessionGet(endpoint)', () => {
  it('sends the declared method to the declared path with the cookie and parses the declared answer', async () => {
    const fetch = answer({ message: 'Kata sandi diganti' });
    vi.stubGlobal('fetch', fetch);
    const result = await sessionSend(accountPasswordChange, { current_password: 'a', new_password: 'b' });
    expect(result).toEqual({ message: 'Kata sandi diganti' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/api\/cms\/v2\/account\/password\?lang=/);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      body: '{"current_password":"a","new_password":"b"}',
    });
    if (!isQueued(result)) expectTypeOf(result.message).toEqualTypeOf<string>();
  });

  it('throws the server’s refusal with its field errors', async () => {
    vi.stubGlobal('fetch', answer({ message: 'Periksa isian', errors: { token: ['Wajib diisi'] } }, 400));
    const refusal = sessionSend(unsubscribe, { token: '' });
    await expect(refusal).rejects.toBeInstanceOf(FormSubmitError);
    await expect(refusal).rejects.toMatchObject({ status: 400, fieldErrors: { token: ['Wajib diisi'] } });
  });

  it('refuses an answer that does not fit the declared schema', async () => {
    vi.stubGlobal('fetch', answer({ data: { unexpected: true } }));
    await expect(sessionGet(accountMe)).rejects.toBeInstanceOf(FormSubmitError);
    vi.stubGlobal('fetch', answer({ data: null }));
    expect(await sessionGet(accountMe)).toEqual({ data: null });
  });

  it('types the body from the declaration', () => {
    const typeOnly = false as boolean; // checked by tsc, never run
    if (typeOnly) {
      // @ts-expect-error the new password is required
      void sessionSend(accountPasswordChange, { current_password: 'a' });
      void sessionSend(accountLogout, {});
    }
    expect(typeOnly).toBe(false);
  });
});
