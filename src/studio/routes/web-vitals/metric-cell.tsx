import { useLingui } from '@lingui/react/macro';
import { Badge, VisuallyHidden } from '@mantine/core';
import { WEB_VITAL_THRESHOLDS, type WebVitalName } from '@/contract/web-vitals-terms';

/** A metric as staff read it: seconds for LCP and TTFB, milliseconds for INP, CLS as a score. */
export function formatMetric(name: WebVitalName, value: number, locale: string): string {
  const number = (digits: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'id-ID', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (name === 'CLS') return number(3).format(value);
  if (name === 'INP') return `${number(0).format(value)} ms`;
  return `${number(2).format(value / 1000)} s`;
}

export type Rating = 'good' | 'needs-improvement' | 'poor';
export function ratingOf(name: WebVitalName, value: number): Rating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

// Filled, so the theme's autoContrast picks the text: a light yellow badge's dark-yellow text was 4.28:1, and
// white on Mantine's darkest green (green.9) is 4.36:1, so "good" is a darker green (white on it 5.3:1).
const COLORS: Record<Rating, string> = { good: '#1e7b34', 'needs-improvement': 'yellow.4', poor: 'red.9' };

/** One p75, coloured by web.dev's thresholds, its rating also in words for screen readers. */
export function MetricCell({ name, p75 }: { name: WebVitalName; p75: number | undefined }) {
  const { t, i18n } = useLingui();
  if (p75 === undefined) return <>–</>;
  const rating = ratingOf(name, p75);
  const words: Record<Rating, string> = { good: t`baik`, 'needs-improvement': t`perlu perbaikan`, poor: t`buruk` };
  return (
    <Badge color={COLORS[rating]} variant="filled" radius="sm" tt="none" data-rating={rating}>
      {formatMetric(name, p75, i18n.locale)}
      <VisuallyHidden> ({words[rating]})</VisuallyHidden>
    </Badge>
  );
}
