import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/test/helper';
import { countStored, nextIp, postForm } from './test-forms';

// The contact form sent by the browser itself, without scripts (./page-post.ts, docs/decisions/113-first-screen.md).

const t = useTestApp();
const navigate = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
const contact = {
  type: 'contact',
  name: 'Budi Santoso',
  email: 'budi@example.co.id',
  phone: '0812-3456-7890',
  notes: 'Halo, saya ingin bertanya tanpa JavaScript.',
};

describe('a page form post (no scripts, no Idempotency-Key)', () => {
  it('stores the message and answers 303 to the thank-you page; the same post again is the same submission', async () => {
    const ip = nextIp();
    const before = await countStored(t.db);
    const first = await postForm(t, 'v2/inquiry/store', contact, { key: null, ip, headers: navigate });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/thankyousubmit');
    const again = await postForm(t, 'v2/inquiry/store', contact, { key: null, ip, headers: navigate });
    expect(again.statusCode).toBe(303);
    expect((await countStored(t.db)).submissions).toBe(before.submissions + 1);
    // A business inquiry through the same endpoint lands on its own thank-you page.
    const business = await postForm(
      t,
      'v2/inquiry/store',
      {
        type: 'b2b',
        name: 'Siti Rahma',
        company: 'PT Contoh',
        phone: '+6281234567890',
        email: 'siti@contoh.co.id',
        second_email: '',
        address: 'Jl. Contoh No. 1, Bandung',
        message: 'Kami perlu 5 unit.',
        channel: 'search',
        product: 'hollyland-lark-m2s',
      },
      { key: null, ip, headers: navigate },
    );
    expect(business.statusCode, business.body).toBe(303);
    expect(business.headers.location).toBe('/b2b/thank-you-for-register');
  });

  it('refuses bad input with a page in the visitor language that names what to fix, storing nothing', async () => {
    const before = await countStored(t.db);
    const res = await postForm(
      t,
      'v2/inquiry/store',
      { ...contact, email: 'bukan-email', notes: '<script>alert(1)</script>' },
      {
        key: null,
        ip: nextIp(),
        lang: 'en',
        headers: { ...navigate, referer: 'http://localhost:80/contact', host: 'localhost:80' },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('The form was not sent');
    expect(res.body).toMatch(/<li>[^<]*e-?mail/i);
    expect(res.body).toContain('href="/contact"');
    expect(res.body).not.toContain('<script>');
    expect(await countStored(t.db)).toEqual(before);
  });

  it('a Referer of another site is not where "back" leads', async () => {
    const res = await postForm(
      t,
      'v2/inquiry/store',
      { ...contact, phone: '1' },
      {
        key: null,
        ip: nextIp(),
        headers: { ...navigate, referer: 'https://evil.example/phish' },
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('href="/contact"');
  });

  it("the app's fetch without a key is still refused as JSON (only a navigation is a page post)", async () => {
    const res = await postForm(t, 'v2/inquiry/store', contact, { key: null, ip: nextIp(), headers: { 'sec-fetch-mode': 'cors' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});
