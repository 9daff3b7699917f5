import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandList } from '../contract/endpoints/catalogue';
import { apiGet } from './api-client';

// An answer is parsed in a task of its own (decision 112): not in the task that read its body or evaluated
// its schemas. The yield is held here to see that the parse waits for it.
const held = vi.hoisted(() => ({ release: [] as Array<() => void> }));
vi.mock('./next-task', () => ({
  nextTask: () => new Promise<void>((resolve) => held.release.push(resolve)),
}));

afterEach(() => vi.unstubAllGlobals());

describe('apiGet parses in a task of its own', () => {
  it('waits for the next task before parsing a network answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [] })),
    );
    let settled = false;
    const read = apiGet(brandList).then((body) => {
      settled = true;
      return body;
    });
    await vi.waitFor(() => expect(held.release).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    held.release.shift()!();
    await expect(read).resolves.toEqual({ data: [] });
  });
});
