import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { percentile, requestPlan, summarize } from './latency.mjs';

// The sequential benchmarks' figures and request plans (bench/lib/latency.mjs). Outside `npm test`:
// `npm run bench:test` (bench/README.md).

describe('percentile and summarize', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(sorted, 50), 50);
    assert.equal(percentile(sorted, 95), 95);
    assert.equal(percentile(sorted, 100), 100);
    assert.equal(percentile([7], 95), 7);
    assert.equal(percentile([1, 2], 0), 1);
  });

  it('sorts before it ranks, and refuses no samples', () => {
    assert.deepEqual(summarize([30, 10, 20, 40]), { n: 4, p50: 20, p95: 40, max: 40 });
    assert.throws(() => summarize([]), /no samples/);
  });
});

describe('requestPlan', () => {
  const products = ['a', 'b', 'c', 'd', 'e'];
  const origins = [
    { lat: -6.2, lng: 106.8 },
    { lat: -8.65, lng: 115.22 },
  ];

  it('asks for every product once before any comes again', () => {
    const plan = requestPlan({ products, origins, count: 12 });
    assert.equal(plan.length, 12);
    assert.deepEqual(
      plan
        .slice(0, 5)
        .map((r) => r.product)
        .sort(),
      products,
    );
    assert.deepEqual(
      plan
        .slice(5, 10)
        .map((r) => r.product)
        .sort(),
      products,
    );
  });

  it('moves each origin by at most the spread, rounded as a phone sends it', () => {
    for (const { lat, lng } of requestPlan({ products, origins, count: 200, spreadDeg: 0.1 })) {
      const near = origins.some((o) => Math.abs(o.lat - lat) <= 0.10005 && Math.abs(o.lng - lng) <= 0.10005);
      assert.ok(near, `${lat},${lng} is off every origin`);
      assert.equal(Math.round(lat * 1e4) / 1e4, lat);
    }
    const spots = new Set(requestPlan({ products, origins, count: 200 }).map((r) => `${r.lat},${r.lng}`));
    assert.ok(spots.size > 190, 'origins vary');
  });

  it('is the same plan for the same seed, another for another', () => {
    assert.deepEqual(requestPlan({ products, origins, count: 20 }), requestPlan({ products, origins, count: 20 }));
    assert.notDeepEqual(requestPlan({ products, origins, count: 20 }), requestPlan({ products, origins, count: 20, seed: 7 }));
    assert.throws(() => requestPlan({ products: [], origins, count: 1 }), /needs products/);
  });
});
