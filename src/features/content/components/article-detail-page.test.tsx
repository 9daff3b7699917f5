import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { detail, mockApi, summary } from '../test-fixtures';
import { ArticleDetailPage } from './article-detail-page';

const ok = (body: unknown) => ({ status: 200, body });

function renderArticle(body: unknown, extra: Record<string, { status: number; body: unknown }> = {}) {
  mockApi({
    'v2/event/lensa-portrait': body === 404 ? { status: 404, body: { message: 'Tidak ditemukan' } } : ok({ data: body }),
    'v2/related-post': ok({ data: [summary(7, { title: 'Berita sekategori' })] }),
    'v2/suggested-post': ok({ data: [summary(8, { title: 'Rekomendasi lain', kind: 'event' })] }),
    'v2/article/related_product': ok({ data: [] }),
    ...extra,
  });
  return render(<ArticleDetailPage />, { route: '/berita_detail/lensa-portrait', path: '/berita_detail/:slug' });
}

describe('ArticleDetailPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the title, author and dates, a table of contents matching the headings, related and suggested posts', async () => {
    renderArticle(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Memilih Lensa Portrait' })).toBeInTheDocument();
    const meta = screen.getByTestId('article-meta');
    expect(meta).toHaveTextContent('Maya Lestari');
    expect(meta).toHaveTextContent('10 Maret 2024');
    expect(meta).toHaveTextContent('2 April 2024');

    const toc = screen.getByRole('navigation', { name: 'Daftar Isi' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#fokal', '#bokeh']);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }

    const related = await screen.findByTestId('related-posts');
    expect(within(related).getByRole('link', { name: 'Berita sekategori' })).toHaveAttribute('href', '/berita_detail/artikel-7');
    const suggested = screen.getByTestId('suggested-posts');
    expect(within(suggested).getByRole('link', { name: 'Rekomendasi lain' })).toHaveAttribute('href', '/kegiatan/artikel-8');
  });

  it('renders <img onerror> and <script> from the CMS without running either (decision 080)', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const hostile =
      '<h2 id="aman">Aman</h2><img src=x onerror=alert(1)><script>window.__pwned = true; alert(2)</script>' +
      '<p onclick="alert(3)">Klik</p><a href="javascript:alert(4)">tautan</a>';
    renderArticle(detail({ body: hostile, toc: [{ id: 'aman', level: 2, text: 'Aman' }] }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Aman' });
    const body = heading.parentElement!;
    expect(body.querySelectorAll('script')).toHaveLength(0);
    for (const element of body.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
    }
    expect(body.querySelector('img')).not.toBeNull(); // the image stays, its handler does not
    expect(body.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(body.innerHTML).not.toContain('alert');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows a real not-found page for an unknown slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderArticle(404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/article');
  });

  it('offers a retry when the article cannot be loaded and nothing is cached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderArticle(null, { 'v2/event/lensa-portrait': { status: 503, body: { message: 'Down' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak dapat dimuat');
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
