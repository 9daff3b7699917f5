import { afterEach, describe, expect, it, vi } from 'vitest';
import * as formEndpoints from '@/contract/endpoints/forms';
import { inquiryCreate } from '@/contract/endpoints/forms';
import { IDEMPOTENCY_HEADER } from '@/contract/forms';
import { submitForm, toFormData } from './submit-form';

// A form is sent to its declared endpoint, and each declared form has one create-*.ts that sends it
// (docs/decisions/200-code-structure.md).

const createFiles = import.meta.glob<string>('../../features/*/api/create-*.ts', { query: '?raw', import: 'default', eager: true });

afterEach(() => vi.unstubAllGlobals());

describe('submitForm', () => {
  it('posts to the declared path with the Idempotency-Key, and knows a queued answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ queued: true }), { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = new FormData();
    body.append('name', 'Rina');
    await expect(submitForm(inquiryCreate, body, 'key-1')).resolves.toEqual({ status: 'queued' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'https://denka.example').pathname).toBe(`/api/cms/${inquiryCreate.path}`);
    expect(init).toMatchObject({ method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: 'key-1' } });
  });

  it('every declared form is sent by exactly one create-*.ts of a feature', () => {
    for (const name of Object.keys(formEndpoints)) {
      const senders = Object.entries(createFiles).filter(([, source]) =>
        new RegExp(`\\bendpoint: ${name}\\b|submitForm\\(${name}\\b`).test(source),
      );
      expect([name, senders.length]).toEqual([name, 1]);
    }
  });

  it('turns form values into parts: a list of files as one part each, under the one field name', () => {
    const photos = [new File(['a'], 'depan.jpg'), new File(['b'], 'belakang.png')];
    const data = toFormData({ problem: 'Retak', photo: photos, consent: true, serial_number: '', empty: null });
    expect(data.getAll('photo').map((f) => (f as File).name)).toEqual(['depan.jpg', 'belakang.png']);
    expect([data.get('problem'), data.get('consent'), data.get('serial_number'), data.has('empty')]).toEqual(['Retak', 'true', '', false]);
    expect(toFormData({ photo: [] }).has('photo')).toBe(false);
  });
});
