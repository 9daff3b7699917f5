import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandKeys } from '@/api/get-brands';
import { categoryKeys } from '@/api/get-categories';
import { regionKeys } from '@/api/get-regions';
import { shouldPersistQuery } from '@/offline/query-persister';
import { render } from '@/test/render';
import { accountKeys } from '../api/query-keys';
import { ProfileForm } from './profile-form';
import { SubscriptionForm } from './subscription-form';
import { accountFixture } from '@/test/fixtures';

// The account pages' choices (brands, categories, provinces) are public data read through the shared read
// layer (docs/decisions/200-code-structure.md): cached once for every page, persisted, and kept at logout.
const ANSWERS: Record<string, unknown> = {
  'v2/product/brands': {
    data: [
      {
        id: 1,
        slug: 'insta360',
        name: 'Insta360',
        description: null,
        image_url: null,
        meta_title: null,
        meta_description: null,
        featured: true,
      },
    ],
  },
  'v2/product/categories': { data: [] },
  'v2/utilities/province': { data: [{ id: '31', name: 'DKI Jakarta' }] },
};
const ACCOUNT = accountFixture();

function mockApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^.*\/api\/cms\//, '');
    const body = ANSWERS[path];
    return body ? Response.json(body) : Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** What logout does to the cache, then what stays in it and what the persister would write. */
function afterLogout(client: ReturnType<typeof render>['queryClient']) {
  client.removeQueries({ queryKey: accountKeys.all });
  return client.getQueryCache().findAll();
}

describe('the account pages read public choices from the shared read layer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('/berlangganan: brands and categories are cached outside the personal root, persisted and kept at logout', async () => {
    mockApi();
    const { queryClient } = render(<SubscriptionForm />);
    await waitFor(() => expect(queryClient.getQueryData(brandKeys.list('id'))).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(categoryKeys.list('id'))).toEqual([]));
    expect(queryClient.getQueryCache().findAll({ queryKey: accountKeys.all })).toHaveLength(0);
    const kept = afterLogout(queryClient);
    expect(kept.map((q) => q.queryKey)).toEqual(expect.arrayContaining([brandKeys.list('id'), categoryKeys.list('id')]));
    expect(kept.every(shouldPersistQuery)).toBe(true);
  });

  it('/registrasi-profile: the provinces are cached outside the personal root, persisted and kept at logout', async () => {
    mockApi();
    const { queryClient } = render(<ProfileForm account={ACCOUNT} />);
    await waitFor(() => expect(queryClient.getQueryData(regionKeys.provinces())).toHaveLength(1));
    expect(queryClient.getQueryCache().findAll({ queryKey: accountKeys.all })).toHaveLength(0);
    const kept = afterLogout(queryClient);
    expect(kept.map((q) => q.queryKey)).toContainEqual(regionKeys.provinces());
    expect(shouldPersistQuery(queryClient.getQueryCache().find({ queryKey: regionKeys.provinces(), exact: true })!)).toBe(true);
  });
});
