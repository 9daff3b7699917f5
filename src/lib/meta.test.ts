import { beforeEach, describe, expect, it } from 'vitest';
import { applyRouteMeta, formatTitle } from './meta';

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyRouteMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="from index.html">';
    document.title = 'Start';
  });

  it('sets the title and exactly one description and og:description', () => {
    applyRouteMeta({ title: formatTitle('Garansi'), description: 'Cakupan garansi' });
    expect(document.title).toBe('Garansi | Denka Indonesia');
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('Cakupan garansi');
    expect(content('meta[property="og:description"]')).toBe('Cakupan garansi');
  });

  it('removes the earlier route meta on the next route', () => {
    applyRouteMeta({ title: 'A', description: 'first' });
    applyRouteMeta({ title: 'B', description: 'second' });
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:description"]')).toBe(1);
    expect(content('meta[name="description"]')).toBe('second');
  });

  it('keeps the previous title when the route has none', () => {
    applyRouteMeta({ title: 'Kept', description: 'x' });
    applyRouteMeta({ description: 'y' });
    expect(document.title).toBe('Kept');
    expect(content('meta[property="og:description"]')).toBe('y');
  });
});
