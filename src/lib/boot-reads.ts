import { BOOT_READS_ELEMENT_ID } from '../contract/read-key';

let reads: Map<string, unknown> | undefined;

function load(): Map<string, unknown> {
  if (reads) return reads;
  reads = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_READS_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (parsed && typeof parsed === 'object') for (const [key, body] of Object.entries(parsed)) reads.set(key, body);
    } catch {
      // A broken block is no worse than none: every read goes to the API.
    }
  }
  element?.remove();
  return reads;
}

/**
 * The server's answer to one of the first screen's reads, written into the page (decision 113), or
 * undefined. Each is given out once: a later read of the same key (a refetch) asks the API.
 */
export function takeBootRead(key: string): unknown {
  const all = load();
  const body = all.get(key);
  all.delete(key);
  return body;
}

/** The server's own answers while it renders a page (src/entry-server.tsx): the read key → the API's answer. */
type ServerReads = (key: string) => Promise<unknown>;
let serverReads: ServerReads | undefined;

/** Set by the server's render around each page (docs/decisions/113-first-screen.md). */
export function setServerReads(source: ServerReads | undefined): void {
  serverReads = source;
}

/** On the server: the API's answer to a read, or undefined when there is none. */
export function serverRead(key: string): Promise<unknown> {
  return serverReads ? serverReads(key) : Promise.resolve(undefined);
}
