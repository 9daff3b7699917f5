import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripRouteMessages } from './strip-route-messages';

const source = fs.readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');

describe('the web build keeps only the ids of the route messages', () => {
  it('drops every message text of the route table and keeps every id', () => {
    const descriptors = source.match(/\/\*i18n\*\/ \{ id: '/g)?.length ?? 0;
    expect(descriptors).toBeGreaterThan(90);
    const stripped = stripRouteMessages(source);
    expect(stripped).not.toMatch(/message: ['"]/);
    expect(stripped.match(/\/\*i18n\*\/ \{ id: '[\w-]+' \}/g)?.length).toBe(descriptors);
    expect(stripped).not.toContain('Distributor Resmi Kamera & Video Gear');
  });

  it('handles quotes inside a message', () => {
    expect(stripRouteMessages(`title: /*i18n*/ { id: 'a1', message: 'Kamera \\'360\\" baru' },`)).toBe(`title: /*i18n*/ { id: 'a1' },`);
  });
});
