import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeDealer } from '../lib/test-dealers';
import { dealerPageOnDevice } from './get-dealer-page';
import { dealerKeys } from './query-keys';

// Offline, a dealer's page is made from the saved dealer list (decision 025): the dealer by its slug and the
// three nearest others by the server's rule; nothing when the list or the dealer is not on the device.
describe('dealerPageOnDevice', () => {
  const dealers = [
    makeDealer({ id: 1, name: 'Pusat', lat: -6.2, lng: 106.8 }),
    makeDealer({ id: 2, name: 'Dekat', lat: -6.21, lng: 106.8 }),
    makeDealer({ id: 3, name: 'Jauh', lat: -7.0, lng: 110.4 }),
    makeDealer({ id: 4, name: 'Sedang', lat: -6.3, lng: 106.9 }),
    makeDealer({ id: 5, name: 'Tanpa peta', lat: null, lng: null }),
    makeDealer({ id: 6, name: 'Lebih jauh', lat: -8.6, lng: 115.2 }),
  ];

  it('finds the dealer by slug and its three nearest others, nearest first, leaving out those without coordinates', () => {
    const client = new QueryClient();
    client.setQueryData(dealerKeys.list('id', 'offline_store'), dealers);
    const page = dealerPageOnDevice(client, 'id', 'dealer-1');
    expect(page?.dealer.name).toBe('Pusat');
    expect(page?.nearby.map((d) => d.name)).toEqual(['Dekat', 'Sedang', 'Jauh']);
    expect(page?.nearby[0]!.distance_km).toBeCloseTo(1.11, 2);
  });

  it('answers nothing for a slug it does not hold, or without a saved list (the page then says "not saved")', () => {
    const client = new QueryClient();
    expect(dealerPageOnDevice(client, 'id', 'dealer-1')).toBeUndefined();
    client.setQueryData(dealerKeys.list('id', 'offline_store'), dealers);
    expect(dealerPageOnDevice(client, 'id', 'tidak-ada')).toBeUndefined();
    expect(dealerPageOnDevice(client, 'en', 'dealer-1')).toBeUndefined();
  });
});
