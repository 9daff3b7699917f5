import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetailFixture } from '@/test/fixtures';
import { activateLang } from '@/lib/i18n';
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

  it("shows typed values first, in the category order, numbers in the reader's locale with their unit", async () => {
    const product = productDetailFixture({
      attributes: [
        { key: 'berat', label: 'Berat unit', type: 'number', unit: 'g', value: 1_250.5 },
        { key: 'tahun-rilis', label: 'Tahun rilis', type: 'number', unit: null, value: 2025 },
        { key: 'cct', label: 'Suhu warna', type: 'number', unit: 'K', value: 10_000 },
        { key: 'tahan-air', label: 'Tahan air', type: 'boolean', unit: null, value: true },
        { key: 'konektor', label: 'Konektor', type: 'choice', unit: null, value: ['USB-C', 'Lightning'] },
      ],
      specs: [{ label: 'Fitur', value: 'Reframe' }],
    });
    render(<SpecsTab product={product} />);
    const rows = (await screen.findAllByRole('row')).map((row) => row.textContent);
    expect(rows).toEqual([
      'Berat unit1250,5 g',
      'Tahun rilis2025',
      'Suhu warna10.000 K',
      'Tahan airYa',
      'KonektorUSB-C, Lightning',
      'FiturReframe',
    ]);
  });

  it('formats numbers in English for English readers', async () => {
    const product = productDetailFixture({
      attributes: [
        { key: 'berat', label: 'Weight', type: 'number', unit: 'g', value: 1_250.5 },
        { key: 'cct', label: 'Suhu', type: 'number', unit: 'K', value: 10_000 },
      ],
    });
    await activateLang('en');
    try {
      render(<SpecsTab product={product} />);
      expect((await screen.findByRole('rowheader', { name: 'Weight' })).closest('tr')).toHaveTextContent('Weight1250.5 g');
      expect(screen.getByRole('row', { name: /Suhu/ })).toHaveTextContent('10,000 K');
    } finally {
      await activateLang('id');
    }
  });
});
