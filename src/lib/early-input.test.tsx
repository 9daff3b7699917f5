import { act, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput } from './early-input';

// A page the server rendered, typed into before React hydrates it, as a visitor can once the start-up screen
// has ended at one second (docs/decisions/113-first-screen.md).

let changes: string[] = [];

function Form() {
  const [query, setQuery] = useState('');
  const [notes, setNotes] = useState('');
  const [openNow, setOpenNow] = useState(false);
  const [province, setProvince] = useState('');
  const [untouched, setUntouched] = useState('server');
  // As `useHydrated()` does: one more render once mounted, which puts a controlled field's state back into the DOM.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return (
    <form data-mounted={mounted}>
      <input
        aria-label="q"
        value={query}
        onChange={(event) => {
          changes.push(`q=${event.target.value}`);
          setQuery(event.target.value);
        }}
      />
      <textarea aria-label="notes" value={notes} onChange={(event) => setNotes(event.target.value)} />
      <input
        aria-label="open"
        type="checkbox"
        checked={openNow}
        onChange={(event) => {
          changes.push(`open=${event.target.checked}`);
          setOpenNow(event.target.checked);
        }}
      />
      <select aria-label="province" value={province} onChange={(event) => setProvince(event.target.value)}>
        <option value="">Semua</option>
        <option value="bali">Bali</option>
      </select>
      <input
        aria-label="untouched"
        value={untouched}
        onChange={(event) => {
          changes.push(`untouched=${event.target.value}`);
          setUntouched(event.target.value);
        }}
      />
      <input aria-label="password" type="password" defaultValue="" />
      <output>{JSON.stringify({ query, notes, openNow, province, untouched })}</output>
    </form>
  );
}

function field<T extends Element>(container: Element, label: string): T {
  return container.querySelector(`[aria-label="${label}"]`) as T;
}

afterEach(() => {
  document.body.replaceChildren();
  changes = [];
});

async function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement) {
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
  return root!;
}

describe('recordEarlyInput', () => {
  it('hands what was typed, ticked and chosen before hydrating to the components, once each', async () => {
    const container = await serverPage();
    // Before the scripts arrive: plain HTML fields.
    field<HTMLInputElement>(container, 'q').value = 'lark';
    field<HTMLInputElement>(container, 'open').checked = true;
    field<HTMLSelectElement>(container, 'province').value = 'bali';
    const replay = recordEarlyInput(container);
    // Changed after the first look without an event: not recorded (a browser sends one per keystroke: below).
    field<HTMLTextAreaElement>(container, 'notes').value = 'rusak';
    const root = await hydrate(container);
    // Hydrated and rendered again: React put the state back into the controlled fields.
    expect(container.querySelector('form')!.dataset.mounted).toBe('true');
    expect(field<HTMLInputElement>(container, 'q').value).toBe('');

    await act(async () => replay());

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      query: 'lark',
      notes: '',
      openNow: true,
      province: 'bali',
      untouched: 'server',
    });
    expect(field<HTMLInputElement>(container, 'q').value).toBe('lark');
    expect(field<HTMLInputElement>(container, 'open').checked).toBe(true);
    expect(changes).toEqual(['q=lark', 'open=true']);
    root.unmount();
  });

  it('replays a field typed into after recording started', async () => {
    const container = await serverPage();
    const replay = recordEarlyInput(container);
    const notes = field<HTMLTextAreaElement>(container, 'notes');
    notes.value = 'lensa retak';
    // A browser's own input event is trusted; happy-dom's dispatched one is not, so record it as a browser would.
    const event = new Event('input', { bubbles: true });
    Object.defineProperty(event, 'isTrusted', { value: true });
    notes.dispatchEvent(event);
    const root = await hydrate(container);
    await act(async () => replay());
    expect(JSON.parse(container.querySelector('output')!.textContent!).notes).toBe('lensa retak');
    expect(notes.value).toBe('lensa retak');
    root.unmount();
  });

  it('leaves untouched fields and a field React already handled alone, and stops recording', async () => {
    const container = await serverPage();
    const replay = recordEarlyInput(container);
    const root = await hydrate(container);
    await act(async () => replay());
    expect(changes).toEqual([]);
    // After the replay, nothing more is recorded or replayed.
    field<HTMLInputElement>(container, 'q').value = 'x';
    await act(async () => replay());
    expect(changes).toEqual([]);
    root.unmount();
  });
});
