import type { ReadEndpoint, WriteEndpoint } from './define';

// The studio's permission matrix (src/contract/studio/permissions.ts; docs/decisions/250-staff-studio.md):
// read and set by admins only, never cached, never queued offline.

export const permissionsRead = {
  tag: 'studio',
  cache: 'personal',
  method: 'GET',
  path: 'studio/permissions',
  summary: 'What each role may do (view, edit, publish, delete) with each collection: the matrix in force and the defaults (admin only)',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioPermissions.PermissionsResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const permissionsUpdate = {
  tag: 'studio',
  encoding: 'json',
  outbox: false,
  method: 'PUT',
  path: 'studio/permissions',
  summary:
    'Set the whole matrix (every role but admin, every collection; view comes with every other action); in force at once, audited with the changed cells (admin only)',
  query: 'studio.StudioQuerySchema',
  body: 'studioPermissions.PermissionsUpdateSchema',
  response: { 200: 'studioPermissions.PermissionsResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;
