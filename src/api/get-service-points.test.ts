import { describe, expect, it } from 'vitest';
import { parseServicePoint, SupportRequestSchema } from '@/contract/forms';
import type { ServiceCenter } from '@/contract/service';
import { servicePointName } from './get-service-points';

// The support request's hand-over place (docs/decisions/310-submissions-in-the-studio.md): `center:<id>` or
// `pickup:<id>`, anything else refused by the shared schema; named from the public service-centre list.
const region = (id: string, name: string) => ({ id, name });
const centre = {
  id: 3,
  name: 'Denka Service Center Jakarta',
  city: region('31.71', 'Jakarta Pusat'),
  pickup_points: [{ id: 9, name: 'Titik Bekasi', city: region('32.75', 'Bekasi') }],
} as unknown as ServiceCenter;
const base = { brand: '2', product: '49', problem: 'Mati total', name: 'Andi', email: 'andi@example.com', phone: '081234567890' };

describe('service point', () => {
  it('names a centre or a pickup point, and nothing it does not know', () => {
    expect(servicePointName([centre], 'center:3')).toBe('Denka Service Center Jakarta — Jakarta Pusat');
    expect(servicePointName([centre], 'pickup:9')).toBe('Titik Bekasi — Bekasi (Denka Service Center Jakarta)');
    expect(servicePointName([centre], 'pickup:3')).toBeUndefined();
    expect(servicePointName(undefined, 'center:3')).toBeUndefined();
    expect(servicePointName([centre], 'center:3x')).toBeUndefined();
  });

  it('the schema takes a centre, a pickup point or nothing; refuses every other shape', () => {
    expect(parseServicePoint('pickup:12')).toEqual({ type: 'pickup', id: 12 });
    for (const ok of ['center:3', 'pickup:999999999', '', undefined])
      expect(SupportRequestSchema.safeParse({ ...base, service_point: ok }).success).toBe(true);
    for (const bad of [
      'center:0',
      'center:01',
      'pickup:1000000000',
      'dealer:1',
      'center:1\u0000',
      'center: 1',
      'CENTER:1',
      'x'.repeat(5000),
      3,
    ])
      expect([bad, SupportRequestSchema.safeParse({ ...base, service_point: bad }).success]).toEqual([bad, false]);
  });
});
