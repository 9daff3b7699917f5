import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetailFixture } from '@/test/fixtures';
import { render } from '@/test/render';
import { SpecsTab } from './tab-content';

describe('SpecsTab', () => {
  it('shows the weight, a declared product field, as a row of its own when set', async () => {
    const product = productDetailFixture({ specs: [{ label: 'Resolusi', value: '8K' }], weight_grams: 1_250 });
    render(<SpecsTab product={product} />);
    const row = (await screen.findByRole('rowheader', { name: 'Berat' })).closest('tr');
    expect(row).toHaveTextContent('Berat1.250 g');
    expect(screen.getByRole('rowheader', { name: 'Resolusi' })).toBeInTheDocument();
  });

  it('has no weight row without a weight, and says so when nothing is known', async () => {
    render(<SpecsTab product={productDetailFixture({ specs: [], weight_grams: null })} />);
    expect(await screen.findByText('Spesifikasi belum tersedia.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Berat' })).toBeNull();
  });
});
