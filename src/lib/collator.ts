const collators = new Map<boolean, Intl.Collator>();

/**
 * The Indonesian collator the lists sort names with (accents and case ignored), made on first use and then
 * kept. Building one costs ~6 ms, ~25 ms on a phone's CPU: made at a module's top level, it ran in every
 * page's start-up that imported the module, sorting or not (docs/decisions/112-start-up-and-the-shell.md).
 */
export function indonesianCollator(numeric = false): Intl.Collator {
  let collator = collators.get(numeric);
  if (!collator) {
    collator = new Intl.Collator('id', { sensitivity: 'base', numeric });
    collators.set(numeric, collator);
  }
  return collator;
}
