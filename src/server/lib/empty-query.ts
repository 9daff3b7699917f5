import type { FastifyRequest } from 'fastify';

// An empty query parameter (`?slug_category=`) means "no filter", as in the CMS the client can also point
// at (docs/decisions/150): dropped before validation, so an optional parameter is simply absent and a required
// one still answers 400 "required". Reads only; form bodies are never touched.
export async function stripEmptyQueryValues(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const record = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(record)) {
    if (value === '') delete record[name];
    else if (Array.isArray(value)) {
      const kept = value.filter((v) => v !== '');
      if (kept.length === 0) delete record[name];
      else if (kept.length !== value.length) record[name] = kept.length === 1 ? kept[0] : kept;
    }
  }
}
