import { z } from 'zod';
import {
  COLLECTION_KEYS,
  PERMISSION_ACTIONS,
  STAFF_ROLES,
  type CollectionKey,
  type Field,
  type PermissionAction,
  type StaffRole,
} from '../collections/fields';
import { COLLECTIONS } from '../collections/registry';

// The studio's permissions (docs/decisions/250-staff-studio.md): per role, collection and action (view, edit,
// publish, delete). The defaults follow from the collection declarations; admins override them in the studio
// (stored by the server), and the server checks the resulting matrix on every studio content route.

/** The roles whose rights admins set; an administrator may always do everything. */
export const GRANTABLE_ROLES = STAFF_ROLES.filter((role): role is Exclude<StaffRole, 'admin'> => role !== 'admin');
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** role → collection → the actions it may take (in PERMISSION_ACTIONS order). */
export type PermissionMatrix = Record<GrantableRole, Record<CollectionKey, PermissionAction[]>>;

const ordered = (actions: Iterable<PermissionAction>) => {
  const set = new Set(actions);
  return PERMISSION_ACTIONS.filter((action) => set.has(action));
};

/** The collections a declaration's fields refer to (nested lists too). */
function referenced(fields: readonly Field[], into = new Set<CollectionKey>()): Set<CollectionKey> {
  for (const field of fields) {
    if (field.kind === 'reference' || field.kind === 'references') into.add(field.collection);
    if (field.kind === 'list') referenced(field.fields, into);
  }
  return into;
}

/** Whether a collection's fields take uploaded files: images, PDFs, or rich text (which may show images). */
export function takesMedia(collection: CollectionKey): boolean {
  const walk = (fields: readonly Field[]): boolean =>
    fields.some((f) => ['image', 'images', 'pdf', 'richtext'].includes(f.kind) || (f.kind === 'list' && walk(f.fields)));
  return walk(COLLECTIONS[collection].fields);
}

/**
 * The defaults, from the declarations: every action for the roles a collection names in `roles`, the actions its
 * `access` lists for the others, and `view` of every collection a role's editable collections refer to (a
 * service centre's brands, a pickup point's service centre: the editor's pickers list them).
 */
export function defaultMatrix(): PermissionMatrix {
  const matrix = {} as PermissionMatrix;
  for (const role of GRANTABLE_ROLES) {
    const rights = {} as Record<CollectionKey, Set<PermissionAction>>;
    for (const key of COLLECTION_KEYS) {
      const spec = COLLECTIONS[key];
      rights[key] = new Set(spec.roles.includes(role) ? PERMISSION_ACTIONS : (spec.access?.[role] ?? []));
    }
    for (const key of COLLECTION_KEYS) {
      if (!rights[key].has('edit')) continue;
      for (const target of referenced(COLLECTIONS[key].fields)) rights[target].add('view');
    }
    matrix[role] = Object.fromEntries(COLLECTION_KEYS.map((key) => [key, ordered(rights[key])])) as Record<
      CollectionKey,
      PermissionAction[]
    >;
  }
  return matrix;
}

/** Whether the matrix lets the role take the action on the collection (admin: always). */
export const allows = (matrix: PermissionMatrix, role: StaffRole, collection: CollectionKey, action: PermissionAction) =>
  role === 'admin' || matrix[role][collection].includes(action);

/**
 * The media library follows the matrix: a role may upload and change files when it may edit a collection that
 * takes them (HR: jobs' rich text), and delete unused files when it may delete in one.
 */
export const allowsMedia = (matrix: PermissionMatrix, role: StaffRole, action: 'edit' | 'delete') =>
  role === 'admin' || COLLECTION_KEYS.some((key) => takesMedia(key) && matrix[role][key].includes(action));

// ---------------------------------------------------------------- wire

const ActionsSchema = z
  .array(z.enum(PERMISSION_ACTIONS, 'invalid'), 'invalid')
  .max(PERMISSION_ACTIONS.length, 'invalid')
  .refine((actions) => new Set(actions).size === actions.length, 'invalid')
  // Editing, publishing or deleting what one cannot see is no right at all: `view` comes with each of them.
  .refine((actions) => actions.length === 0 || actions.includes('view'), 'needs_view');
const RoleRightsSchema = z.strictObject(
  Object.fromEntries(COLLECTION_KEYS.map((key) => [key, ActionsSchema])) as Record<CollectionKey, typeof ActionsSchema>,
  { error: 'invalid' },
);
/** A whole matrix: every grantable role, every collection (an unknown or missing key is a 400). */
export const PermissionMatrixSchema = z.strictObject(
  Object.fromEntries(GRANTABLE_ROLES.map((role) => [role, RoleRightsSchema])) as Record<GrantableRole, typeof RoleRightsSchema>,
  { error: 'invalid' },
);

export const PermissionsUpdateSchema = z.strictObject({ matrix: PermissionMatrixSchema }, { error: 'invalid' });
export const PermissionsResponseSchema = z.object({
  data: z.object({ matrix: PermissionMatrixSchema, defaults: PermissionMatrixSchema }),
});
/**
 * A content route's 403: the message in the staff member's language; for an action the matrix refuses also the
 * code `permission_denied` with what was refused; `two_factor_required` for a session limited to enrolling two-factor
 * login (docs/decisions/130); a cross-site write has the message only.
 */
export const ForbiddenSchema = z.object({
  message: z.string(),
  code: z.enum(['permission_denied', 'two_factor_required']).optional(),
  collection: z.string().optional(),
  action: z.enum(PERMISSION_ACTIONS).optional(),
});
