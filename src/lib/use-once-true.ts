import { useState } from 'react';

/**
 * True from the first time `value` is true on: mounts a lazily loaded dialog the first time it opens and
 * keeps it mounted afterwards (so it can play its closing transition and keep its state).
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
