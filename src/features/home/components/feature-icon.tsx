// The CMS names a feature's icon ("shield-check", "map-pin", …); drawn inline, decorative.
const PATHS: Record<string, string> = {
  'shield-check': 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4',
  'map-pin': 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  tool: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  'shopping-bag': 'M6 7h12l1 14H5zM9 7a3 3 0 0 1 6 0',
};
const FALLBACK = 'M20 6 9 17l-5-5';

export function FeatureIcon({ name }: { name: string | null }) {
  return (
    <svg
      width={28}
      height={28}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={(name && PATHS[name]) || FALLBACK} />
    </svg>
  );
}
