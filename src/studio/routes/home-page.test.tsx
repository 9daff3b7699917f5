import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@/contract/studio/dashboard';
import { render } from '@/test/render';
import { activateStudioLang } from '../lib/i18n';
import { HomePage } from './home-page';

// The studio home's dashboard (docs/decisions/250-staff-studio.md): the panels the server sends and no other, each
// linking to the list it counts; its loading, empty and error states in Indonesian and English.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const FULL: Dashboard = {
  inbox: {
    mine: { new: 2, in_progress: 1 },
    overdue: 1,
    rows: [
      {
        id: 'sub-1',
        reference: 'DK-AAAA1111',
        kind: 'inquiry',
        status: 'new',
        created_at: '2026-11-20T01:00:00.000Z',
        age_hours: 30,
        name: 'Budi Pembeli',
        summary: 'B2B · PT Lensa',
        mine: false,
      },
    ],
  },
  schedule: {
    upcoming: [{ collection: 'products', id: 7, title: 'Kamera Terjadwal', action: 'publish', at: '2026-12-01T03:00:00.000Z' }],
    upcoming_total: 1,
    failed: [
      {
        collection: 'articles',
        id: 9,
        title: 'Artikel Gagal',
        action: 'publish',
        at: '2026-11-27T03:00:00.000Z',
        reason: 'invalid',
        fields: ['image'],
      },
    ],
    failed_total: 1,
  },
  missing_en: [{ collection: 'products', count: 4 }],
  unconfirmed: [{ collection: 'dealers', count: 3, stale_days: 90 }],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateStudioLang('id');
});

function setup(dashboard: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://studio.test').pathname;
      if (path.endsWith('/studio/session'))
        return json(200, { data: { staff: { id: 1, email: 'a@denka.test', name: 'Ani', role: 'admin', must_enrol_totp: false } } });
      if (path.endsWith('/studio/collections'))
        return json(200, { data: [{ key: 'products', count: 12, may_publish: true, actions: ['view', 'edit', 'publish', 'delete'] }] });
      if (path.endsWith('/studio/dashboard')) return dashboard();
      return json(404, { message: 'x' });
    }),
  );
  render(<HomePage />, { route: '/studio' });
}

describe('studio home: dashboard', () => {
  it('shows each panel with links to the filtered lists', async () => {
    setup(() => json(200, { data: FULL }));
    const inbox = await screen.findByRole('region', { name: 'Kiriman saya' });
    expect(within(inbox).getByRole('link', { name: '2 baru' })).toHaveAttribute('href', '/studio/inbox?assignee=me&status=new');
    expect(within(inbox).getByRole('link', { name: '1 sedang ditangani' })).toHaveAttribute(
      'href',
      '/studio/inbox?assignee=me&status=in_progress',
    );
    expect(within(inbox).getByRole('link', { name: 'Budi Pembeli' })).toHaveAttribute('href', '/studio/inbox/sub-1');
    // The overdue count opens the inbox on exactly those rows (its `late` filter), oldest first.
    expect(within(inbox).getByRole('link', { name: /lewat 24 jam$/ })).toHaveAttribute('href', '/studio/inbox?late=1&sort=created_at');
    expect(within(inbox).getByText('Lewat 24 jam · 1 hari')).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Jadwal 7 hari ke depan' });
    expect(within(schedule).getByRole('link', { name: 'Kamera Terjadwal' })).toHaveAttribute('href', '/studio/c/products/7');
    expect(within(schedule).getByRole('link', { name: 'Produk: terjadwal' })).toHaveAttribute(
      'href',
      '/studio/c/products?status=scheduled',
    );
    expect(within(schedule).getByRole('link', { name: 'Artikel Gagal' })).toHaveAttribute('href', '/studio/c/articles/9');
    expect(within(schedule).getByText('Periksa: image')).toBeInTheDocument();
    const english = screen.getByRole('region', { name: 'Teks Inggris belum diisi' });
    expect(within(english).getByRole('link', { name: 'Produk' })).toHaveAttribute('href', '/studio/c/products?missing_en=yes');
    const stale = screen.getByRole('region', { name: 'Belum dikonfirmasi 90 hari' });
    expect(within(stale).getByRole('link', { name: 'Dealer & toko online' })).toHaveAttribute('href', '/studio/c/dealers?unconfirmed=yes');
  });

  it('shows only the panels the server sends (a role without submissions or dealers), empty ones say so, in English', async () => {
    await activateStudioLang('en');
    setup(() => json(200, { data: { schedule: { upcoming: [], upcoming_total: 0, failed: [], failed_total: 0 }, missing_en: [] } }));
    const schedule = await screen.findByRole('region', { name: 'Scheduled for the next 7 days' });
    expect(within(schedule).getByText('Nothing publishes or unpublishes in the next 7 days.')).toBeInTheDocument();
    expect(within(schedule).getByText('No scheduled action failed.')).toBeInTheDocument();
    expect(screen.getByText('Every entry has its English texts.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My submissions' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Not confirmed/ })).toBeNull();
  });

  it('says it is loading, then shows a failure with a retry that works (Indonesian and English)', async () => {
    for (const lang of ['id', 'en'] as const) {
      await activateStudioLang(lang);
      let answer: (response: Response) => void = () => undefined;
      let calls = 0;
      setup(() => {
        calls++;
        return calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : json(200, { data: { missing_en: [] } });
      });
      expect(await screen.findByRole('status')).toHaveTextContent(lang === 'id' ? 'Memuat…' : 'Loading…');
      answer(json(500, { message: lang === 'id' ? 'Kesalahan server.' : 'Server error.' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(lang === 'id' ? 'Gagal memuat' : 'Could not load');
      await userEvent.click(within(alert).getByRole('button', { name: lang === 'id' ? 'Coba lagi' : 'Try again' }));
      expect(
        await screen.findByText(lang === 'id' ? 'Semua entri sudah punya teks Inggris.' : 'Every entry has its English texts.'),
      ).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });
});
