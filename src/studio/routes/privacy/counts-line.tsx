import { useLingui } from '@lingui/react/macro';
import type { PrivacyCounts } from '@/contract/studio/privacy';

/** "3 pengajuan, 1 berkas, …": the rows an erasure or a purge deleted, the empty ones left out. */
export function CountsLine({ counts }: { counts: Partial<PrivacyCounts> }) {
  const { t } = useLingui();
  const parts: [number | undefined, string][] = [
    [counts.submissions, t`${counts.submissions ?? 0} pengajuan`],
    [counts.submission_files, t`${counts.submission_files ?? 0} berkas`],
    [counts.submission_notes, t`${counts.submission_notes ?? 0} catatan`],
    [counts.lottery_codes, t`${counts.lottery_codes ?? 0} kode undian`],
    [counts.product_registrations, t`${counts.product_registrations ?? 0} registrasi produk`],
    [counts.accounts, t`${counts.accounts ?? 0} akun pengunjung`],
    [counts.sessions, t`${counts.sessions ?? 0} sesi`],
    [counts.subscriptions, t`${counts.subscriptions ?? 0} langganan`],
  ];
  const shown = parts.filter(([n]) => (n ?? 0) > 0).map(([, text]) => text);
  return <>{shown.length ? shown.join(', ') : t`Tidak ada data yang dihapus.`}</>;
}
