import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEB_VITALS_SAMPLE_RATE } from '@/contract/web-vitals-terms';
import { call, staffSession } from '@/server/studio/test-studio';
import { useTestApp } from '@/server/test/helper';
import { nextIp } from '../forms/test-forms';

// Real-user measurements (docs/decisions/111-measuring.md): a beacon is stored as one row per metric, anything
// that is not exactly a beacon is a 4xx and stores nothing, the studio's p75 report per page type and
// connection, and a flood of beacons stays bounded (per-address limit, stored-per-minute budget, table cap).
const MAX_ROWS = 1_000;
const t = useTestApp({ webVitals: { maxRows: MAX_ROWS } });

const beacon = (overrides: Record<string, unknown> = {}) => ({
  page: 'home',
  connection: '4g',
  repeat: false,
  metrics: [
    { name: 'LCP', value: 1834.2 },
    { name: 'INP', value: 96 },
    { name: 'CLS', value: 0.031 },
    { name: 'TTFB', value: 412.5 },
  ],
  ...overrides,
});

const send = (payload: string, { ip = nextIp(), type = 'text/plain;charset=UTF-8' }: { ip?: string; type?: string | null } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cms/v2/web-vitals',
    headers: { 'x-forwarded-for': ip, ...(type ? { 'content-type': type } : {}) },
    payload,
  });

const rowCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from web_vitals`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('the beacon', () => {
  it('stores a sendBeacon body (text/plain) as one row per metric, with page type, connection and repeat flag only', async () => {
    const res = await send(JSON.stringify(beacon({ page: 'productInfo', connection: '3g', repeat: true })));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 4 });
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = (
      (await t.db.execute(sql`select * from web_vitals where page = 'productInfo' order by metric`)) as unknown as {
        rows: Record<string, unknown>[];
      }
    ).rows;
    expect(rows.map((r) => [r.metric, r.value, r.connection, r.repeat])).toEqual([
      ['CLS', 0.031, '3g', true],
      ['INP', 96, '3g', true],
      ['LCP', 1834.2, '3g', true],
      ['TTFB', 412.5, '3g', true],
    ]);
    // Nothing else is kept: no address, no URL, no user agent.
    expect(Object.keys(rows[0]!).sort()).toEqual(['at', 'connection', 'id', 'metric', 'page', 'repeat', 'value']);
  });

  it('takes application/json too, and the not-found page and an unknown connection as page types', async () => {
    const res = await send(JSON.stringify(beacon({ page: 'notFound', connection: 'unknown', metrics: [{ name: 'TTFB', value: 0 }] })), {
      type: 'application/json',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 1 });
  });

  const metric = (value: unknown, name = 'LCP') => beacon({ metrics: [{ name, value }] });
  const hostile: [string, string, string | null][] = [
    ['a page type outside the route table', JSON.stringify(beacon({ page: 'admin' })), 'text/plain'],
    ['a URL instead of a page type', JSON.stringify(beacon({ page: '/product-info/insta360-x5?email=a@b.c' })), 'text/plain'],
    ['a field the beacon does not have (personal data)', JSON.stringify({ ...beacon(), email: 'a@b.c' }), 'text/plain'],
    ['an unknown connection', JSON.stringify(beacon({ connection: '5g' })), 'text/plain'],
    ['repeat as a string', JSON.stringify(beacon({ repeat: 'yes' })), 'text/plain'],
    ['a page type as a number', JSON.stringify(beacon({ page: 1 })), 'text/plain'],
    ['metrics as a string', JSON.stringify(beacon({ metrics: 'LCP=1' })), 'text/plain'],
    ['no metrics', JSON.stringify(beacon({ metrics: [] })), 'text/plain'],
    ['an unknown metric', JSON.stringify(metric(10, 'FID')), 'text/plain'],
    [
      'a metric twice',
      JSON.stringify(
        beacon({
          metrics: [
            { name: 'CLS', value: 0 },
            { name: 'CLS', value: 1 },
          ],
        }),
      ),
      'text/plain',
    ],
    ['five metrics', JSON.stringify(beacon({ metrics: [...beacon().metrics, { name: 'LCP', value: 1 }] })), 'text/plain'],
    ['a value as a string', JSON.stringify(metric('1200')), 'text/plain'],
    ['a null value (JSON.stringify of NaN)', JSON.stringify(metric(Number.NaN)), 'text/plain'],
    ['a bare NaN', '{"page":"home","connection":"4g","repeat":false,"metrics":[{"name":"LCP","value":NaN}]}', 'text/plain'],
    [
      'an infinite value (1e400)',
      '{"page":"home","connection":"4g","repeat":false,"metrics":[{"name":"LCP","value":1e400}]}',
      'text/plain',
    ],
    ['a negative value', JSON.stringify(metric(-1)), 'text/plain'],
    ['an absurd LCP (a day)', JSON.stringify(metric(86_400_000)), 'text/plain'],
    ['an absurd CLS', JSON.stringify(metric(51, 'CLS')), 'text/plain'],
    ['a NUL in a string', JSON.stringify(beacon({ page: 'home\u0000' })), 'application/json'],
    ['not JSON', 'LCP=1200&page=home', 'text/plain'],
    ['an empty body', '', 'text/plain'],
    ['JSON null', 'null', 'text/plain'],
    ['an array', JSON.stringify([beacon()]), 'application/json'],
    ['JSON nested 5,000 deep', '['.repeat(5_000) + ']'.repeat(5_000), 'text/plain'],
    ['a huge body (100 kB)', JSON.stringify(beacon({ pad: 'x'.repeat(100_000) })), 'text/plain'],
    ['a form body', 'page=home&connection=4g', 'application/x-www-form-urlencoded'],
    ['multipart', '--x\r\nContent-Disposition: form-data; name="page"\r\n\r\nhome\r\n--x--\r\n', 'multipart/form-data; boundary=x'],
    ['no content type', JSON.stringify(beacon()), null],
  ];
  it.each(hostile)('refuses %s with a 4xx and stores nothing', async (_what, payload, type) => {
    const before = await rowCount();
    const res = await send(payload, { type });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toHaveProperty('message');
    expect(await rowCount()).toBe(before);
  });

  it('answers a huge body 413 and an unknown media type 415', async () => {
    expect((await send('x'.repeat(3_000))).statusCode).toBe(413);
    expect((await send(JSON.stringify(beacon()), { type: 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
  });

  it('deletes rows older than the longest window as beacons arrive', async () => {
    await t.db.execute(sql`insert into web_vitals (at, page, connection, repeat, metric, value)
                           values (now() - interval '29 days', 'brands', '4g', false, 'LCP', 999)`);
    await t.db.execute(sql`insert into web_vitals (at, page, connection, repeat, metric, value)
                           values (now() - interval '27 days', 'brands', '4g', false, 'LCP', 998)`);
    expect((await send(JSON.stringify(beacon()))).statusCode).toBe(202);
    const kept = ((await t.db.execute(sql`select value from web_vitals where page = 'brands'`)) as unknown as { rows: { value: number }[] })
      .rows;
    expect(kept.map((r) => r.value)).toEqual([998]);
    await t.db.execute(sql`delete from web_vitals where page = 'brands'`);
  });
});

describe('the studio report', () => {
  async function insert(
    values: number[],
    { page = 'authorizedStore', connection = '3g', repeat = false, daysAgo = 1, metric = 'LCP' } = {},
  ) {
    for (const value of values)
      await t.db.execute(sql`insert into web_vitals (at, page, connection, repeat, metric, value)
        values (now() - make_interval(days => ${daysAgo}), ${page}, ${connection}, ${repeat}, ${metric}, ${value})`);
  }
  const report = async (cookie: string, query = '') => call(t, `studio/web-vitals${query}`, { cookie });
  type Row = { page: string; connection: string; metrics: Record<string, { p75: number; samples: number } | null> };
  const rowsOf = (body: { data: { windows: { days: number; rows: Row[] }[] } }, days: number, page: string) =>
    body.data.windows.find((w) => w.days === days)!.rows.filter((r) => r.page === page);

  it('shows p75 per page type and connection (and over every connection) for the last 7 and 28 days', async () => {
    await insert([100, 200, 300, 400]); // p75 (continuous) = 325
    await insert([1000], { connection: '4g' });
    await insert([5000, 6000], { daysAgo: 10 }); // in 28 days, not in 7
    await insert([0.05, 0.15], { metric: 'CLS' });
    const { cookie } = await staffSession(t, 'marketing');
    const res = await report(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.data.sample_rate).toBe(WEB_VITALS_SAMPLE_RATE);
    const week = rowsOf(body, 7, 'authorizedStore');
    expect(week.map((r) => r.connection)).toEqual(['all', '3g', '4g']);
    expect(week[1]!.metrics).toEqual({ LCP: { p75: 325, samples: 4 }, INP: null, CLS: { p75: 0.125, samples: 2 }, TTFB: null });
    expect(week[0]!.metrics.LCP).toEqual({ p75: 400, samples: 5 });
    const month = rowsOf(body, 28, 'authorizedStore');
    expect(month.find((r) => r.connection === '3g')!.metrics.LCP).toEqual({ p75: 3850, samples: 6 });
  });

  it('narrows to first or repeat visits', async () => {
    await insert([700, 900], { page: 'brand', connection: '2g', repeat: true });
    await insert([100], { page: 'brand', connection: '2g', repeat: false });
    const { cookie } = await staffSession(t, 'marketing');
    const repeat = rowsOf((await report(cookie, '?visit=repeat')).json(), 7, 'brand');
    expect(repeat.find((r) => r.connection === '2g')!.metrics.LCP).toEqual({ p75: 850, samples: 2 });
    const first = rowsOf((await report(cookie, '?visit=first')).json(), 7, 'brand');
    expect(first.find((r) => r.connection === '2g')!.metrics.LCP).toEqual({ p75: 100, samples: 1 });
    expect((await report(cookie, '?visit=sometimes')).statusCode).toBe(400);
  });

  it('still reports rows of a page type the route table no longer has', async () => {
    await insert([1500], { page: 'oldLandingPage' });
    const { cookie } = await staffSession(t, 'marketing');
    const res = await report(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(rowsOf(res.json(), 7, 'oldLandingPage')[0]!.metrics.LCP).toEqual({ p75: 1500, samples: 1 });
  });

  it('is for marketing and admin only', async () => {
    expect((await report('')).statusCode).toBe(401);
    const editor = await staffSession(t, 'editor');
    expect((await report(editor.cookie)).statusCode).toBe(403);
    const admin = await staffSession(t, 'admin');
    expect((await report(admin.cookie)).statusCode).toBe(200);
  });
});

describe('a flood of 10,000 beacons', () => {
  it('stays bounded: 429 past the per-address limit, nothing stored past the per-minute budget, the table capped; never a 5xx', async () => {
    const started = Date.now();
    const statuses = new Map<number, number>();
    let storedBeacons = 0;
    const body = JSON.stringify(beacon());
    const one = nextIp();
    for (let i = 0; i < 10_000; i++) {
      // Half from one address, half from 5,000 different ones (a botnet, or spoofed addresses behind a trusted proxy).
      const res = await send(body, { ip: i < 5_000 ? one : nextIp() });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 202 && (res.json() as { stored: number }).stored > 0) storedBeacons++;
    }
    const minutes = Math.ceil((Date.now() - started) / 60_000);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([202, 429]);
    // One address: its first 30 per minute window, the rest refused.
    expect(statuses.get(429)).toBeGreaterThanOrEqual(5_000 - 30 * (minutes + 1));
    // Many addresses: answered, but at most 600 stored per minute by this process.
    expect(storedBeacons).toBeLessThanOrEqual(600 * (minutes + 1));
    expect(storedBeacons).toBeGreaterThan(0);
    // And the table holds no more than its cap, whatever got through.
    expect(await rowCount()).toBeLessThanOrEqual(MAX_ROWS);
  });
});
