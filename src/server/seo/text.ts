// Escaping for <head> and sitemap output (docs/decisions/120-server-rendered-head.md); plain text and
// JSON-LD serialising live with the JSON-LD builders (src/contract/json-ld.ts).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute value or element text. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
