import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultColumns } from '@/contract/studio/list-columns';
import { render } from '@/test/render';
import { ColumnPicker } from './column-picker';

// The list's column picker (docs/decisions/250-staff-studio.md "Columns and saved views"): tick to show, untick to
// hide, move with buttons, back to the standard columns; the title cannot be hidden. (happy-dom has no layout:
// Floating UI hides the dropdown, so its controls are found with `hidden: true`.)

function setup(columns: string[]) {
  const onChange = vi.fn();
  render(<ColumnPicker collection="products" columns={columns} onChange={onChange} />);
  return onChange;
}

describe('the column picker', () => {
  it("shows the chosen columns in order and the declaration's others, each a checkbox", async () => {
    setup(['title', 'status', 'price']);
    await userEvent.click(screen.getByRole('button', { name: 'Kolom (3)' }));
    const picker = await screen.findByTestId('column-picker');
    const boxes = within(picker).getAllByRole('checkbox', { hidden: true });
    expect(boxes.slice(0, 4).map((box) => [box.closest('li')!.textContent, (box as HTMLInputElement).checked])).toEqual([
      [expect.stringContaining('Judul'), true],
      [expect.stringContaining('Status'), true],
      [expect.stringContaining('Harga (Rp)'), true],
      [expect.stringContaining('Slug'), false],
    ]);
    expect(within(picker).getByRole('checkbox', { name: 'Judul', hidden: true })).toBeDisabled();
    // Brand and category are references, shown by title; long texts and images are not offered.
    expect(within(picker).getByRole('checkbox', { name: 'Merek', hidden: true })).not.toBeChecked();
    expect(within(picker).queryByRole('checkbox', { name: 'Deskripsi singkat', hidden: true })).toBeNull();
    expect(within(picker).queryByRole('checkbox', { name: 'Gambar utama', hidden: true })).toBeNull();
    // Only shown columns move.
    expect(within(picker).queryByRole('button', { name: 'Geser ke atas: Merek', hidden: true })).toBeNull();
  });

  it('hides, adds and moves a column, and goes back to the standard ones', async () => {
    const onChange = setup(['title', 'status', 'price']);
    await userEvent.click(screen.getByRole('button', { name: 'Kolom (3)' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Status', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(['title', 'price']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Merek', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(['title', 'status', 'price', 'brand_id']);
    await userEvent.click(screen.getByRole('button', { name: 'Geser ke atas: Harga (Rp)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(['title', 'price', 'status']);
    expect(screen.getByRole('button', { name: 'Geser ke bawah: Harga (Rp)', hidden: true })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke kolom standar', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(defaultColumns('products'));
  });

  it('has nothing to reset on the standard columns', async () => {
    setup(defaultColumns('products'));
    await userEvent.click(screen.getByRole('button', { name: `Kolom (${defaultColumns('products').length})` }));
    expect(await screen.findByRole('button', { name: 'Kembali ke kolom standar', hidden: true })).toBeDisabled();
  });
});
