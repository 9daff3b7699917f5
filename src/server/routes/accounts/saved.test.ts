import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SavedProductsResponseSchema } from '@/contract/accounts';
import { MAX_SAVED } from '@/contract/catalogue-terms';
import { products, savedProducts, users } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, registerAndLogin } from './test-accounts';

// The saved list in the account (decision 130): the device's list joins it at login as a union (GET/PUT
// v2/account/saved), the account's own entries keep their place, at most MAX_SAVED, only for a session.
const t = useTestApp();

const slugs = async (n: number) =>
  (await t.db.select({ slug: products.slug }).from(products).orderBy(asc(products.id)).limit(n)).map((row) => row.slug);
const savedOf = async (cookie: string) => {
  const res = await call(t, 'v2/account/saved', { cookie });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return SavedProductsResponseSchema.parse(res.json()).data.map((p) => p.slug);
};
const change = (cookie: string | undefined, body: unknown) => call(t, 'v2/account/saved', { method: 'PUT', cookie, body });

describe('v2/account/saved', () => {
  it('merges a device list into the account as a union: the device order first, the account keeps what it had', async () => {
    const [a, b, c, d] = await slugs(4);
    const { cookie } = await registerAndLogin(t);
    expect(await savedOf(cookie)).toEqual([]);
    // The account already holds c (saved on another device earlier).
    expect((await change(cookie, { add: [c] })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // This device's list, most recent first: a, b, c (c already there).
    const merged = await change(cookie, { add: [a, b, c] });
    expect(merged.statusCode).toBe(200);
    expect(SavedProductsResponseSchema.parse(merged.json()).data.map((p) => p.slug)).toEqual([a, b, c]);
    // Card fields come along (the device keeps them to show the list offline).
    const first = SavedProductsResponseSchema.parse(merged.json()).data[0]!;
    expect(first.name.length).toBeGreaterThan(0);
    expect(first.brand.name.length).toBeGreaterThan(0);
    // Merging the same list again changes nothing; one taken off leaves the others.
    await change(cookie, { add: [a, b, c] });
    expect(await savedOf(cookie)).toEqual([a, b, c]);
    expect((await change(cookie, { remove: [b] })).statusCode).toBe(200);
    expect(await savedOf(cookie)).toEqual([a, c]);
    // Added and removed at once: the removal wins.
    await change(cookie, { add: [d], remove: [d] });
    expect(await savedOf(cookie)).toEqual([a, c]);
  });

  it('ignores slugs no product has and keeps every account to its own list', async () => {
    const [a, b] = await slugs(2);
    const one = await registerAndLogin(t);
    const two = await registerAndLogin(t);
    const res = await change(one.cookie, { add: ['tidak-ada-produk-ini', a, 'juga-tidak-ada'] });
    expect(res.statusCode).toBe(200);
    expect(await savedOf(one.cookie)).toEqual([a]);
    await change(two.cookie, { add: [b] });
    await change(two.cookie, { remove: [a] }); // not two's: nothing happens to one's list
    expect(await savedOf(one.cookie)).toEqual([a]);
    expect(await savedOf(two.cookie)).toEqual([b]);
  });

  it(`keeps the newest ${MAX_SAVED} when merges add up to more`, async () => {
    const all = await slugs(MAX_SAVED + 5);
    expect(all).toHaveLength(MAX_SAVED + 5);
    const { cookie, email } = await registerAndLogin(t);
    const older = all.slice(MAX_SAVED); // 5 saved first
    await change(cookie, { add: older });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await change(cookie, { add: all.slice(0, MAX_SAVED) });
    const list = await savedOf(cookie);
    expect(list).toEqual(all.slice(0, MAX_SAVED));
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.db.select().from(savedProducts).where(eq(savedProducts.user_id, user!.id))).toHaveLength(MAX_SAVED);
  });

  it('answers 401 without a session, 403 from another site, 400 for wrong types, huge lists and unknown keys', async () => {
    const [a] = await slugs(1);
    expect((await call(t, 'v2/account/saved')).statusCode).toBe(401);
    expect((await change(undefined, { add: [a] })).statusCode).toBe(401);
    expect((await change('not-a-session', { add: [a] })).statusCode).toBe(401);
    const { cookie } = await registerAndLogin(t);
    const crossSite = await call(t, 'v2/account/saved', {
      method: 'PUT',
      cookie,
      body: { add: [a] },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    for (const body of [
      { add: a },
      { add: [1, 2] },
      { add: [{ slug: a }] },
      { add: ['<script>'] },
      { add: ['x'.repeat(201)] },
      { add: Array.from({ length: MAX_SAVED + 1 }, (_, i) => `produk-${i}`) },
      { remove: Array.from({ length: 10_000 }, (_, i) => `produk-${i}`) },
      { add: [a], owner: 1 },
      [a],
      'add',
      null,
    ]) {
      const res = await change(cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const notJson = await call(t, 'v2/account/saved', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await savedOf(cookie)).toEqual([]);
  });

  it('forgets the list with the account', async () => {
    const [a, b] = await slugs(2);
    const { cookie, email } = await registerAndLogin(t);
    await change(cookie, { add: [a, b] });
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db.delete(users).where(eq(users.id, user!.id));
    expect(await t.db.select().from(savedProducts).where(eq(savedProducts.user_id, user!.id))).toHaveLength(0);
  });
});
