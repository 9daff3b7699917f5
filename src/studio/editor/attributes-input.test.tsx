import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '@/contract/collections/products';
import type { Entity } from '@/contract/studio/api';
import { render } from '@/test/render';
import { FieldInput } from './field-input';
import { toDraft, type Values } from './form-values';
import type { EditorForm } from './types';

// A product's typed values in the studio: one widget per attribute of the product's category as published
// (a number with its unit, a select or multi-select of the options, a switch), and only the filled ones sent.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const attributes = [
  { key: 'berat', label: 'Berat', label_en: 'Weight', type: 'number', unit: 'g' },
  { key: 'resolusi', label: 'Resolusi', type: 'choice', options: ['8K', '4K'] },
  { key: 'konektor', label: 'Konektor', type: 'choice', options: ['USB-C', 'Lightning'], multiple: true },
  { key: 'tahan-air', label: 'Tahan air', type: 'boolean' },
];
const category: Entity = {
  id: 7,
  version: 1,
  status: 'published',
  draft: { name: 'Kamera', attributes },
  published: { name: 'Kamera', attributes },
  publish_at: null,
  unpublish_at: null,
  missing_en: [],
  updated_at: '2026-11-24T01:00:00Z',
  updated_by: 'Ani',
};
const field = products.fields.find((f) => f.kind === 'attributes')!;

afterEach(() => vi.unstubAllGlobals());

/** The input on a form of its own, with the draft the editor would send shown beside it. */
function Harness({ initial }: { initial: Values }) {
  const form: EditorForm = useForm<Values>({ initialValues: initial });
  return (
    <>
      <FieldInput field={field} path="attrs" form={form} label="Spesifikasi terstruktur" />
      <output data-testid="draft">{JSON.stringify(toDraft(products.fields, form.getValues()).attrs)}</output>
    </>
  );
}
const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as unknown;

describe('the typed specification inputs', () => {
  it('asks for a category first', async () => {
    render(<Harness initial={{ category_id: null, attrs: {} }} />);
    expect(await screen.findByText(/Pilih kategori dulu/)).toBeInTheDocument();
  });

  it('shows one widget per attribute of the category, and sends only the values filled in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/studio/collections/categories/7') ? json(200, { data: category }) : json(404, { message: 'x' }),
      ),
    );
    render(<Harness initial={{ category_id: 7, attrs: { resolusi: '8K' } }} />);
    const weight = await screen.findByRole('textbox', { name: 'Berat (Weight)' });
    expect(screen.getByText('g')).toBeInTheDocument();
    await userEvent.type(weight, '203.5');
    await userEvent.click(screen.getByRole('switch', { name: /Tahan air/ }));
    expect(screen.getByRole('combobox', { name: 'Resolusi' })).toHaveValue('8K');
    expect(screen.getAllByLabelText('Konektor').length).toBeGreaterThan(0);
    await waitFor(() => expect(draft()).toEqual({ berat: 203.5, resolusi: '8K', 'tahan-air': true }));
  });

  it('offers to drop values of attributes the category no longer has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { data: category })),
    );
    render(<Harness initial={{ category_id: 7, attrs: { lama: 3, berat: 10 } }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus nilai lama' }));
    await waitFor(() => expect(draft()).toEqual({ berat: 10 }));
  });
});
