// Outcomes of a studio write that are the caller's to fix, thrown inside the write's transaction so
// nothing of it is stored, and answered by the studio plugin (src/server/studio/routes.ts).

export class StudioError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key:
      'invalid' | 'not_found' | 'conflict' | 'in_use' | 'singleton' | 'published' | 'totp_self_first' | 'claim_decided' | 'not_published',
    /** Field error codes for a 400 (`{ slug: ['slug_taken'] }`). */
    readonly fields?: Record<string, string[]>,
    /** The stored version for a 409 conflict. */
    readonly currentVersion?: number,
  ) {
    super(key);
    this.name = 'StudioError';
  }
}

export const fieldError = (fields: Record<string, string[]>) => new StudioError(400, 'invalid', fields);
export const notFoundError = () => new StudioError(404, 'not_found');
export const conflictError = (currentVersion: number) => new StudioError(409, 'conflict', undefined, currentVersion);

/** The constraint a PostgreSQL error names (also of a wrapped cause). */
export function pgConstraint(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return '';
}

/** A PostgreSQL error code (also of a wrapped cause). */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
