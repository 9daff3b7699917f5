import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationEnded, hydrationStarted, HydrationBoundary, useHydrated } from './use-hydrated';
import { useMediaMatch } from './use-media-match';

// The server's render and the browser's hydration of one tree, in one test DOM (docs/decisions/113-first-screen.md).
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated();
  return <span data-probe={name}>{hydrated ? 'browser' : 'server'}</span>;
}

function Wide() {
  return <span data-probe="wide">{useMediaMatch('(min-width: 62em)') ? 'desktop' : 'phone'}</span>;
}

/** The App's part: hydrating ends with the root's first commit (its effect runs after its children's). */
function Root() {
  useEffect(() => hydrationEnded(), []);
  return (
    <div>
      <Probe name="root" />
      <HydrationBoundary>
        <Probe name="header" />
        <Wide />
      </HydrationBoundary>
      <HydrationBoundary>
        <Probe name="page" />
      </HydrationBoundary>
    </div>
  );
}

async function hydrateServerRender() {
  hydrationStarted(); // as the server renders: no browser-only content
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Root />);
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll('[data-probe]')];
  const errors: unknown[] = [];
  hydrationStarted(); // src/main.tsx, before hydrating
  const boundaryTexts: string[] = [];
  // What each probe shows in its hydrating render is what the server showed: React reports a mismatch otherwise.
  await act(async () => {
    hydrateRoot(container, <Root />, { onRecoverableError: (error) => errors.push(error) });
  });
  for (const node of container.querySelectorAll('[data-probe]')) boundaryTexts.push(node.textContent ?? '');
  return { container, serverNodes, errors, boundaryTexts };
}

describe('HydrationBoundary and useHydrated', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  const screen = (matches: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) =>
          ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
      );

  it('hydrates the parts after the root without a mismatch, in place, and then shows what only the browser has', async () => {
    screen(false);
    const { container, serverNodes, errors, boundaryTexts } = await hydrateServerRender();
    expect(errors).toEqual([]);
    expect(boundaryTexts).toEqual(['browser', 'browser', 'phone', 'browser']);
    // The server's nodes were kept (hydrated), not replaced by a client render.
    expect([...container.querySelectorAll('[data-probe]')]).toEqual(serverNodes);
  });

  it("renders the server's layout while hydrating and the screen's right after (useMediaMatch)", async () => {
    screen(true);
    const { errors, container } = await hydrateServerRender();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-probe="wide"]')?.textContent).toBe('desktop');
  });

  it('answers true at once for a component mounted after hydrating', async () => {
    screen(false);
    await hydrateServerRender();
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    function Later() {
      seen.push(useHydrated());
      return null;
    }
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(container).render(<Later />));
    expect(seen[0]).toBe(true);
  });
});
