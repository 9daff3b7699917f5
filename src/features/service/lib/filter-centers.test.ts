import { describe, expect, it } from 'vitest';
import type { ServiceCenter } from '@/contract/service';
import { citiesOfCenters, filterCenters, filterPickupPoints, sortByName } from './filter-centers';

const center = (id: number, name: string, city: [string, string], brands: string[] = ['Insta360']): ServiceCenter => ({
  id,
  name,
  slug: `centre-${id}`,
  address: `Jl. Servis ${id}, ${city[1]}`,
  phone: '(021) 555 0100',
  whatsapp: '628111000222',
  email: 'service@denka.co.id',
  hours: { week: ['09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '', ''], exceptions: [] },
  opening_hours: null,
  lat: -6.2,
  lng: 106.8,
  province: { id: city[0].slice(0, 2), name: 'Provinsi' },
  city: { id: city[0], name: city[1] },
  brands: brands.map((name) => ({ slug: name.toLowerCase(), name })),
  services: [],
  pickup_points: [],
});

const centers = [
  center(1, 'Denka Service Center Surabaya', ['35.78', 'Kota Surabaya'], ['Hollyland']),
  center(2, 'Denka Service Center Bandung', ['32.73', 'Kota Bandung']),
  center(3, 'Denka Service Center Bandung Timur', ['32.73', 'Kota Bandung'], ['Saramonic']),
];

describe('service centre filters', () => {
  it('derives each city once, by name', () => {
    expect(citiesOfCenters(centers).map((c) => c.name)).toEqual(['Kota Bandung', 'Kota Surabaya']);
  });

  it('filters by city and by a search over names, cities and brands', () => {
    expect(filterCenters(centers, { cityId: '32.73' }).map((c) => c.id)).toEqual([2, 3]);
    expect(filterCenters(centers, { search: 'hollyland' }).map((c) => c.id)).toEqual([1]);
    expect(filterCenters(centers, { cityId: '35.78', search: 'saramonic' })).toEqual([]);
  });

  it('sorts by name ascending, descending reverses it', () => {
    const asc = sortByName(centers, 'asc').map((c) => c.id);
    expect(asc).toEqual([2, 3, 1]);
    expect(sortByName(centers, 'desc').map((c) => c.id)).toEqual([...asc].reverse());
  });

  it('keeps the pickup points in the chosen city and those feeding its centres', () => {
    const point = (id: number, cityId: string, name: string, centerId: number) => ({
      id,
      name,
      address: 'Jl. A',
      phone: '021',
      opening_hours: '09–17',
      service_center_id: centerId,
      province: { id: cityId.slice(0, 2), name: 'P' },
      city: { id: cityId, name: 'C' },
    });
    const points = [
      point(1, '32.73', 'Titik B', 1),
      point(2, '35.78', 'Titik A', 1),
      point(3, '32.73', 'Titik A', 1),
      point(4, '32.74', 'Titik Cirebon', 2),
    ];
    expect(filterPickupPoints(points, '32.73').map((p) => p.id)).toEqual([3, 1]);
    expect(filterPickupPoints(points, '32.73', centers).map((p) => p.id)).toEqual([3, 1, 4]);
    expect(filterPickupPoints(points, '')).toHaveLength(4);
  });
});
