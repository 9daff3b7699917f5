import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxDetail } from '@/contract/studio/inbox';
import { render } from '@/test/render';
import { InboxDetailPage } from './inbox-detail-page';

// One submission in the studio (docs/decisions/310-submissions-in-the-studio.md): every field under a readable label with
// choice values as words, the CV previewed from an object URL of the authorised route and downloadable there,
// the status and the assignee saved at once, a note added, and a submission of another role's kind as "not found".
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ID = '0b5c3f7e-1d2a-4c3b-9e8f-123456789abc';
const detail: InboxDetail = {
  id: ID,
  reference: 'DK-7K3M9Q2P',
  kind: 'career',
  status: 'new',
  created_at: '2026-11-24T01:00:00Z',
  age_hours: 2,
  name: 'Dewi Lestari',
  email: 'dewi@example.com',
  phone: '081234567890',
  summary: 'Staf gudang',
  assignee: null,
  campaign_id: null,
  file_count: 1,
  note_count: 0,
  lang: 'id',
  job_title: 'Staf Gudang',
  fields: {
    position: 'staf-gudang',
    favourite_lens: '35mm',
    gender: 'female',
    date_of_birth: '1998-04-12',
    full_name: 'Dewi Lestari',
    last_education: 's1',
    consent: true,
    email: 'dewi@example.com',
  },
  files: [{ id: 9, field: 'cv', name: 'cv-dewi.pdf', mime: 'application/pdf', size: 2048, sha256: 'ab'.repeat(32) }],
  notes: [],
  codes: [],
  status_changed_at: null,
};

afterEach(() => vi.unstubAllGlobals());

function setup(answer: () => Response = () => json(200, { data: detail })) {
  const calls: { url: URL; method: string; body?: unknown }[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://studio.test/preview-1');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://studio.test');
      const method = init?.method ?? 'GET';
      calls.push({ url: parsed, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const path = parsed.pathname;
      if (path.endsWith('/studio/inbox/assignees')) return json(200, { data: [{ id: 4, name: 'Hana HR', role: 'hr' }] });
      if (path.endsWith(`/files/9`)) return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 });
      if (/\/files\/1[12]$/.test(path)) return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
      if (path.endsWith(`/studio/inbox/${ID}/notes`) && method === 'POST') {
        return json(201, {
          data: {
            id: 1,
            staff: { id: 4, name: 'Hana HR' },
            body: (JSON.parse(String(init!.body)) as { body: string }).body,
            created_at: '2026-11-24T02:00:00Z',
            reply: null,
          },
        });
      }
      if (path.endsWith(`/studio/inbox/${ID}/replies`) && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as { body: string; subject: string; lang: 'id' | 'en' };
        return json(201, {
          data: {
            id: 2,
            staff: { id: 4, name: 'Hana HR' },
            body: body.body,
            created_at: '2026-11-24T02:00:00Z',
            reply: { subject: body.subject, lang: body.lang, mailed_at: null },
          },
        });
      }
      if (path.endsWith(`/studio/inbox/${ID}`) && method === 'PATCH') {
        const body = JSON.parse(String(init!.body)) as { status?: InboxDetail['status']; assignee_id?: number | null };
        return json(200, {
          data: {
            ...detail,
            ...(body.status ? { status: body.status, status_changed_at: '2026-11-24T02:00:00Z' } : {}),
            ...(body.assignee_id ? { assignee: { id: 4, name: 'Hana HR' } } : {}),
          },
        });
      }
      if (path.endsWith(`/studio/inbox/${ID}`)) return answer();
      return json(404, { message: 'x' });
    }),
  );
  render(<InboxDetailPage />, { route: `/studio/inbox/${ID}`, path: '/studio/inbox/:id' });
  return calls;
}

describe('studio inbox detail', () => {
  it('shows every field under a readable label, choices as words, an unknown field under its own name', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dewi Lestari' })).toBeInTheDocument();
    const fields = screen.getByTestId('inbox-fields');
    expect(fields).toHaveTextContent('Nama lengkapDewi Lestari');
    expect(fields).toHaveTextContent('Jenis kelaminPerempuan');
    expect(fields).toHaveTextContent('Pendidikan terakhirSarjana (S1)');
    expect(fields).toHaveTextContent('Persetujuan pemrosesan dataYa');
    expect(fields).toHaveTextContent('Favourite lens35mm');
    // The vacancy by its title, the slug the form sent beside it.
    expect(fields).toHaveTextContent('Posisi yang dilamarStaf Gudang (staf-gudang)');
    expect(fields).toHaveTextContent('Tanggal lahir12 April 1998');
    // In the forms' order whatever order the stored JSON has, the unknown field last.
    const order = [...fields.querySelectorAll('tr[data-field]')].map((row) => row.getAttribute('data-field'));
    expect(order.slice(0, 4)).toEqual(['full_name', 'email', 'position', 'gender']);
    expect(order.at(-1)).toBe('favourite_lens');
    expect(screen.getByTestId('inbox-reference')).toHaveTextContent('DK-7K3M9Q2P');
  });

  it('previews the CV on request from an object URL of the authorised route and links the download there', async () => {
    const calls = setup();
    // Not before it is asked for: the PDF viewer would take the keyboard focus.
    const show = await screen.findByRole('button', { name: 'Tampilkan pratinjau cv-dewi.pdf' });
    expect(calls.some((c) => c.url.pathname.endsWith('/files/9'))).toBe(false);
    expect(screen.queryByTestId('inbox-pdf-preview')).toBeNull();
    await userEvent.click(show);
    const frame = await screen.findByTestId('inbox-pdf-preview');
    expect(frame).toHaveAttribute('src', 'blob:http://studio.test/preview-1');
    expect(calls.some((c) => c.url.pathname.endsWith(`/api/cms/studio/inbox/${ID}/files/9`))).toBe(true);
    const link = screen.getByRole('link', { name: 'Unduh cv-dewi.pdf' });
    expect(new URL(link.getAttribute('href')!, 'http://studio.test').pathname).toBe(`/api/cms/studio/inbox/${ID}/files/9`);
    expect(link).toHaveAttribute('download', 'cv-dewi.pdf');
  });

  it("shows a support request's photos of the fault side by side, each numbered, previewed and downloadable", async () => {
    const photo = (id: number, name: string) => ({ id, field: 'photo', name, mime: 'image/png', size: 3072, sha256: 'cd'.repeat(32) });
    const support: InboxDetail = {
      ...detail,
      kind: 'support',
      job_title: null,
      fields: { problem: 'Layar retak', email: 'dewi@example.com' },
      files: [photo(11, 'depan.png'), photo(12, 'belakang.png')],
      file_count: 2,
    };
    const calls = setup(() => json(200, { data: support }));
    const cards = await screen.findAllByTestId('inbox-attachment');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Foto kerusakan 1 dari 2', 'Foto kerusakan 2 dari 2']);
    expect(await screen.findAllByTestId('inbox-image-preview')).toHaveLength(2);
    expect(calls.filter((c) => /\/files\/1[12]$/.test(c.url.pathname)).map((c) => c.url.pathname.slice(-2))).toEqual(['11', '12']);
    expect(screen.getByRole('link', { name: 'Unduh belakang.png' })).toHaveAttribute('download', 'belakang.png');
  });

  it('saves a status and an assignee at once, and adds a note', async () => {
    const calls = setup();
    await screen.findByRole('heading', { level: 2, name: 'Dewi Lestari' });
    await userEvent.click(screen.getByRole('radio', { name: 'Sedang ditangani' }));
    expect(await screen.findByText('Status disimpan: Sedang ditangani.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'in_progress' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Ditangani oleh' }));
    // Mantine's dropdown is still in its opening transition here: the option is clicked as the list holds it.
    fireEvent.click(await screen.findByRole('option', { name: 'Hana HR', hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ assignee_id: 4 }));

    await userEvent.click(screen.getByRole('button', { name: 'Tambah catatan' }));
    expect(await screen.findByText('Wajib diisi.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Catatan baru/ }), 'Jadwalkan wawancara');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah catatan' }));
    expect(await screen.findByTestId('inbox-notes')).toHaveTextContent('Jadwalkan wawancara');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Jadwalkan wawancara' });
  });

  it("replies by e-mail from the kind's template in the customer's language, switchable and editable; HTML is refused before sending", async () => {
    const calls = setup();
    await screen.findByRole('heading', { level: 2, name: 'Dewi Lestari' });
    await userEvent.click(screen.getByRole('button', { name: 'Balas' }));
    const subject = await screen.findByRole('textbox', { name: /Subjek/ });
    const text = screen.getByRole('textbox', { name: /Isi balasan/ });
    expect(subject).toHaveValue('Lamaran kerja Anda (DK-7K3M9Q2P)');
    expect((text as HTMLTextAreaElement).value).toMatch(/^Yth\. Dewi Lestari,\n\nTerima kasih atas lamaran kerja Anda/);
    expect(screen.getByTestId('inbox-reply-to')).toHaveTextContent('dewi@example.com');
    // Unedited, the other language's template replaces it.
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(subject).toHaveValue('Your job application (DK-7K3M9Q2P)');
    await userEvent.clear(text);
    await userEvent.type(text, 'Dear Dewi, <b>welcome</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    expect(await screen.findByText('Balasan dikirim sebagai teks biasa: hapus tag HTML.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/replies'))).toBe(false);
    await userEvent.clear(text);
    await userEvent.type(text, 'Dear Dewi, see you on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim balasan' }));
    expect(await screen.findByTestId('inbox-note-reply')).toHaveTextContent('Email dalam antrean');
    expect(screen.getByTestId('inbox-reply-sent')).toHaveTextContent('Balasan disimpan dan dikirim ke dewi@example.com.');
    const sent = calls.find((c) => c.url.pathname.endsWith('/replies'))?.body as Record<string, string>;
    expect(sent).toMatchObject({ lang: 'en', subject: 'Your job application (DK-7K3M9Q2P)', body: 'Dear Dewi, see you on Monday.' });
    expect(sent.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("links WhatsApp with the number in international form and a greeting in the customer's language, in a new tab", async () => {
    setup();
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveAttribute('target', '_blank');
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe('Halo Dewi Lestari, kami dari Denka Indonesia mengenai kiriman Anda DK-7K3M9Q2P.');
  });

  it('answers a submission the role may not see as not found', async () => {
    setup(() => json(404, { message: 'Tidak ditemukan.' }));
    expect(await screen.findByText('Kiriman ini tidak ditemukan, atau bukan bagian peran Anda.')).toBeInTheDocument();
  });
});
