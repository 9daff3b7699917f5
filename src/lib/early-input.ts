/**
 * What a visitor typed, ticked or chose in the server's page before the app hydrated it, handed to the app
 * once it has (docs/decisions/113-first-screen.md, "Before scripts").
 *
 * The start-up screen ends at one second, so a phone on a slow connection shows the server's page while the
 * scripts still arrive, and a visitor may start typing in a search box or a form. React 19 keeps such a
 * field's value when it hydrates but does not tell the component: its state still holds the server's value,
 * and its next render puts that back (the typed text vanishes). So the values are recorded from the moment
 * this module runs (`recordEarlyInput`, before hydrating) and replayed once every part has hydrated: each
 * field gets the event the browser would have sent, so `onChange` runs as if the visitor typed it then.
 *
 * The replay goes through the element's own value setter first and then the prototype's: React tracks a
 * field's last value through the former, so the change is seen as one and `onChange` runs exactly once
 * (the way testing libraries type into React fields). Fields React changed on its own after a real event
 * need nothing: their value is then the component's.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the visitor left in a field: a text (or a select's value), or a box's ticked state. */
type Entered = { value: string } | { checked: boolean };

const FIELDS = 'input, textarea, select';

function isField(node: EventTarget | null): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

function isBox(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/** Never a file (cannot be set), a password (not kept across React's render either) or a hidden field. */
function replayable(field: Field): boolean {
  return !(field instanceof HTMLInputElement && ['file', 'password', 'hidden', 'submit', 'button', 'reset', 'image'].includes(field.type));
}

function selectChanged(select: HTMLSelectElement): boolean {
  return [...select.options].some((option) => option.selected !== option.defaultSelected);
}

/** What the field holds now, if it differs from the server's markup (`defaultValue` is its `value` attribute). */
function enteredBeforeHydrating(field: Field): Entered | undefined {
  if (!replayable(field)) return undefined;
  if (isBox(field)) return field.checked !== field.defaultChecked ? { checked: field.checked } : undefined;
  if (field instanceof HTMLSelectElement) return selectChanged(field) ? { value: field.value } : undefined;
  return field.value !== field.defaultValue ? { value: field.value } : undefined;
}

function current(field: Field): Entered {
  return isBox(field) ? { checked: field.checked } : { value: field.value };
}

/** Gives the component the change it missed: see the module's comment. */
function replay(field: Field, entered: Entered): void {
  if (!field.isConnected || field.disabled) return;
  if ('checked' in entered) {
    if (!isBox(field)) return;
    // React hears a box's change through `click`: put the other state through the element's setter (which
    // React tracks), then let a click set the visitor's state and tell React.
    if (field.type === 'radio' && !entered.checked) return; // un-choosing a radio is another radio's choice
    field.checked = !entered.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = entered.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  // The tracked setter with another value, then the prototype's with the visitor's: React sees a change.
  field.value = entered.value === '' ? ' ' : '';
  setValue.call(field, entered.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** React handled the event, or rendered this value (its commit sets `defaultValue` too): nothing to tell it. */
function alreadyTheComponents(field: Field, entered: Entered): boolean {
  if ('checked' in entered) return isBox(field) && field.checked === entered.checked && field.defaultChecked === entered.checked;
  if (field instanceof HTMLSelectElement) return false; // no `defaultValue`: a change event with its own value is harmless
  return field.value === entered.value && field.defaultValue === entered.value;
}

/**
 * Starts recording under `root`: the fields already changed in the server's markup, and every input or change
 * from now until the returned function runs. That function replays them (call it once the page has hydrated)
 * and stops recording.
 */
export function recordEarlyInput(root: HTMLElement): () => void {
  const entered = new Map<Field, Entered>();
  for (const node of root.querySelectorAll(FIELDS)) {
    if (!isField(node)) continue;
    const value = enteredBeforeHydrating(node);
    if (value) entered.set(node, value);
  }
  // Capture: recorded before any handler runs, hydrated or not.
  const listener = (event: Event) => {
    if (isField(event.target) && root.contains(event.target) && replayable(event.target) && event.isTrusted) {
      entered.set(event.target, current(event.target));
    }
  };
  root.addEventListener('input', listener, true);
  root.addEventListener('change', listener, true);
  return () => {
    root.removeEventListener('input', listener, true);
    root.removeEventListener('change', listener, true);
    for (const [field, value] of entered) {
      if (!alreadyTheComponents(field, value)) replay(field, value);
    }
  };
}
