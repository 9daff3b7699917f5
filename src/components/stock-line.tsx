import { dateTimeFormat } from '@/lib/intl-formats';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { StockState } from '@/contract/catalogue';
import { stockShown } from '@/contract/stock';

const DAY_MS = 86_400_000;
/** "Stok terbatas" and "Pesan dulu": a dark orange at 5.2:1 on white (Mantine's darkest orange is 4.3:1, under 4.5). */
const WARNING = '#c2410c';

type Props = { stock: StockState | null; asOf: string; staleDays: number; now: number };

/**
 * A dealer's stock of a product: "Stok ada · per 21 Nov", or "Stok tidak diketahui" when none was stated or
 * it is older than the bound (docs/decisions/025-dealer-finders.md) — never "ada" from stale data, offline too.
 */
export function StockLine({ stock, asOf, staleDays, now }: Props) {
  const { t, i18n } = useLingui();
  const shown = stockShown(stock, asOf, staleDays, now);
  const date = dateTimeFormat(i18n.locale === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(asOf));
  const text =
    shown === 'ada'
      ? t`Stok ada`
      : shown === 'terbatas'
        ? t`Stok terbatas`
        : shown === 'pesan_dulu'
          ? t`Pesan dulu`
          : t`Stok tidak diketahui`;
  const color = shown === 'ada' ? 'teal.9' : shown === null ? 'gray.7' : WARNING;
  return (
    <Text size="sm" fw={600} c={color} data-testid="stock-state" data-stock={shown ?? 'unknown'}>
      {text}
      <Text span size="xs" c="dimmed" fw={400}>
        {shown === null && now - Date.parse(asOf) > staleDays * DAY_MS ? ` · ${t`data terakhir ${date}`}` : ` · ${t`per ${date}`}`}
      </Text>
    </Text>
  );
}
