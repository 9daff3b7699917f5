import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { hydrationEnded, hydrationStarted } from '../lib/use-hydrated';

// A component as the server renders it and as the browser then hydrates it, in one test DOM
// (docs/decisions/113-first-screen.md), or rendered by the browser alone.

const Wrap = ({ children }: { children: ReactNode }) => <MantineProvider>{children}</MantineProvider>;
const CONTENT = 'p, h2, h3, h4, li, strong, em, a, img';

/** The server's markup (rendered without a DOM parser, as on the server), then hydrated: its nodes and React's reports. */
export async function serverThenHydrate(element: ReactNode) {
  hydrationStarted();
  vi.stubGlobal('DOMParser', undefined);
  let markup: string;
  try {
    markup = renderToString(<Wrap>{element}</Wrap>);
  } finally {
    vi.unstubAllGlobals();
  }
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const serverNodes = [...container.querySelectorAll(CONTENT)];
  const errors: unknown[] = [];
  hydrationStarted();
  await act(async () => {
    hydrateRoot(container, <Wrap>{element}</Wrap>, { onRecoverableError: (error) => errors.push(error) });
  });
  await act(async () => hydrationEnded());
  /** The content nodes now: the server's own when hydration kept them. */
  const nodes = () => [...container.querySelectorAll(CONTENT)];
  return { markup, container, serverNodes, nodes, errors };
}

/** Rendered by the browser alone (no server markup). */
export async function browserRender(element: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Wrap>{element}</Wrap>));
  return container;
}
