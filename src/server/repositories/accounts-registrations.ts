import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { normalizeSerial, type RegisteredProduct, type WarrantyStatus } from '@/contract/accounts';
import type { Database } from '../db/client';
import { brands, productRegistrations, products, stores, warrantyPolicies } from '../db/schema';
import { jakartaDate, warrantyDates } from '../accounts/warranty-dates';
import { submissionFilesOf } from './submissions';

// Product registrations and their warranty (decision 133).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A brand without its own policy row gets the site's basic cover (docs/product.md §4: 14-day replacement). */
const FALLBACK_POLICY = { unit_months: 6, accessories_months: 3, battery_months: 3, replacement_days: 14 };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
export const newRegistrationReference = () =>
  `REG-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** Brand (slug or id) and one of its products (id or slug), or which of the two is unknown. */
export async function findBrandProduct(
  db: Database,
  brand: string,
  product: string,
): Promise<{ brandSlug: string; productId: number } | 'unknown_brand' | 'unknown_product'> {
  const byId = (v: string) => /^\d{1,9}$/.test(v);
  const [b] = await db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(byId(brand) ? eq(brands.id, Number(brand)) : eq(brands.slug, brand))
    .limit(1);
  if (!b) return 'unknown_brand';
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.brand_id, b.id), byId(product) ? eq(products.id, Number(product)) : eq(products.slug, product)))
    .limit(1);
  return p ? { brandSlug: b.slug, productId: p.id } : 'unknown_product';
}

export async function dealerExists(db: Database, dealerId: number): Promise<boolean> {
  return (await db.select({ id: stores.id }).from(stores).where(eq(stores.id, dealerId)).limit(1)).length > 0;
}

export type NewRegistration = {
  submissionId: string;
  userId: number | null;
  email: string;
  name: string;
  phone: string;
  brandSlug: string;
  productId: number;
  serialNumber: string;
  purchaseDate: string;
  placeType: 'dealer' | 'online' | 'other';
  dealerId: number | null;
  placeName: string;
};

/** Inserted in the submission's transaction (the invoice file and Idempotency-Key live there). */
export async function insertRegistration(tx: Tx | Database, input: NewRegistration): Promise<string> {
  for (;;) {
    const reference = newRegistrationReference();
    const rows = await tx
      .insert(productRegistrations)
      .values({
        reference,
        submission_id: input.submissionId,
        user_id: input.userId,
        email: input.email,
        name: input.name,
        phone: input.phone,
        brand_slug: input.brandSlug,
        product_id: input.productId,
        serial_number: input.serialNumber,
        serial_norm: normalizeSerial(input.serialNumber),
        purchase_date: input.purchaseDate,
        place_type: input.placeType,
        dealer_id: input.dealerId,
        place_name: input.placeName,
      })
      .onConflictDoNothing({ target: productRegistrations.reference })
      .returning({ reference: productRegistrations.reference });
    if (rows[0]) return rows[0].reference;
  }
}

type Row = typeof productRegistrations.$inferSelect;
const statusColumns = {
  registration: productRegistrations,
  product: { id: products.id, slug: products.slug, name: products.name },
  manual_url: products.manual_url,
  brand: { slug: brands.slug, name: brands.name },
  policy: {
    unit_months: warrantyPolicies.unit_months,
    accessories_months: warrantyPolicies.accessories_months,
    battery_months: warrantyPolicies.battery_months,
    replacement_days: warrantyPolicies.replacement_days,
  },
};
type StatusRow = {
  registration: Row;
  product: { id: number; slug: string; name: string };
  manual_url: string | null;
  brand: { slug: string; name: string };
  policy: typeof FALLBACK_POLICY | null;
};

function toStatus({ registration, product, brand, policy }: StatusRow, today: string): WarrantyStatus {
  return {
    product,
    brand,
    serial_number: registration.serial_number,
    purchase_date: registration.purchase_date,
    activated: registration.activated_at !== null,
    activated_at: registration.activated_at,
    ...warrantyDates(registration.purchase_date, policy ?? FALLBACK_POLICY, today),
  };
}

const selectStatus = (db: Database) =>
  db
    .select(statusColumns)
    .from(productRegistrations)
    .innerJoin(products, eq(products.id, productRegistrations.product_id))
    .innerJoin(brands, eq(brands.slug, productRegistrations.brand_slug))
    .leftJoin(warrantyPolicies, eq(warrantyPolicies.brand_slug, productRegistrations.brand_slug));

/**
 * Public warranty check: one answer per product carrying this serial number — its activated
 * registration, else the latest one (decision 133). No names, e-mails or references are shown.
 */
export async function checkWarranty(db: Database, serial: string, today = jakartaDate()): Promise<WarrantyStatus[]> {
  const rows = await selectStatus(db)
    .where(eq(productRegistrations.serial_norm, normalizeSerial(serial)))
    .orderBy(sql`${productRegistrations.activated_at} is null`, desc(productRegistrations.created_at), desc(productRegistrations.id));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.product.id) && seen.add(r.product.id)).map((r) => toStatus(r, today));
}

export async function listUserRegistrations(db: Database, userId: number, today = jakartaDate()): Promise<RegisteredProduct[]> {
  const rows = await selectStatus(db)
    .where(eq(productRegistrations.user_id, userId))
    .orderBy(desc(productRegistrations.created_at), desc(productRegistrations.id));
  return rows.map((r) => ({
    reference: r.registration.reference,
    registered_at: r.registration.created_at,
    place_name: r.registration.place_name,
    warranty: toStatus(r, today),
    manual_url: r.manual_url || null,
  }));
}

/** `review`: another registration of the product holds the activation — a second claim for staff (decision 133). */
export type ActivationCheck = { id: number; alreadyActive: boolean; review?: true } | 'unknown_registration';

/** The registration of this reference and serial, and whether another one of the product holds the activation. */
export async function findActivation(db: Database, reference: string, serial: string): Promise<ActivationCheck> {
  const [row] = await db
    .select({ id: productRegistrations.id, productId: productRegistrations.product_id, activatedAt: productRegistrations.activated_at })
    .from(productRegistrations)
    .where(
      and(
        eq(productRegistrations.reference, reference.trim().toUpperCase()),
        eq(productRegistrations.serial_norm, normalizeSerial(serial)),
      ),
    )
    .limit(1);
  if (!row) return 'unknown_registration';
  if (row.activatedAt) return { id: row.id, alreadyActive: true };
  const [other] = await db
    .select({ id: productRegistrations.id })
    .from(productRegistrations)
    .where(
      and(
        eq(productRegistrations.product_id, row.productId),
        eq(productRegistrations.serial_norm, normalizeSerial(serial)),
        isNotNull(productRegistrations.activated_at),
      ),
    )
    .limit(1);
  return other ? { id: row.id, alreadyActive: false, review: true } : { id: row.id, alreadyActive: false };
}

/** A second claim on an activated serial waits for staff with its invoice (decision 133); never refused silently. */
export async function requestReview(tx: Tx | Database, id: number): Promise<void> {
  await tx
    .update(productRegistrations)
    .set({ review_requested_at: sql`coalesce(${productRegistrations.review_requested_at}, now())` })
    .where(eq(productRegistrations.id, id));
}

type ReviewParty = {
  reference: string;
  name: string;
  email: string;
  phone: string;
  purchase_date: string;
  place_name: string;
  registered_at: string;
  activated_at: string | null;
  invoice: { id: number; original_name: string; stored_name: string; mime: string; size: number; sha256: string }[];
};
export type WarrantyReview = {
  serial_number: string;
  product_id: number;
  requested_at: string;
  claim: ReviewParty;
  activated: ReviewParty | null;
};

/** Staff CLI (`submissions review`): each claim waiting for review beside the activated registration (the studio decides them). */
export async function listWarrantyReviews(db: Database): Promise<WarrantyReview[]> {
  const claims = await db
    .select()
    .from(productRegistrations)
    .where(and(isNotNull(productRegistrations.review_requested_at), isNull(productRegistrations.reviewed_at)))
    .orderBy(asc(productRegistrations.review_requested_at), asc(productRegistrations.id));
  if (claims.length === 0) return [];
  const holders = await db
    .select()
    .from(productRegistrations)
    .where(
      and(
        isNotNull(productRegistrations.activated_at),
        inArray(
          productRegistrations.serial_norm,
          claims.map((c) => c.serial_norm),
        ),
      ),
    );
  const submissionIds = [...claims, ...holders].map((r) => r.submission_id);
  const files = await submissionFilesOf(db, submissionIds);
  const party = (r: Row): ReviewParty => ({
    reference: r.reference,
    name: r.name,
    email: r.email,
    phone: r.phone,
    purchase_date: r.purchase_date,
    place_name: r.place_name,
    registered_at: r.created_at,
    activated_at: r.activated_at,
    invoice: files.filter((f) => f.submission_id === r.submission_id).map(({ submission_id: _s, ...f }) => f),
  });
  return claims.map((claim) => {
    const holder = holders.find((h) => h.product_id === claim.product_id && h.serial_norm === claim.serial_norm);
    return {
      serial_number: claim.serial_norm,
      product_id: claim.product_id,
      requested_at: claim.review_requested_at!,
      claim: party(claim),
      activated: holder ? party(holder) : null,
    };
  });
}

/** Sets activated_at once; the partial UNIQUE index refuses a second activation of the same product+serial. */
export async function activateRegistration(tx: Tx | Database, id: number): Promise<void> {
  await tx
    .update(productRegistrations)
    .set({ activated_at: sql`now()` })
    .where(and(eq(productRegistrations.id, id), sql`${productRegistrations.activated_at} is null`));
}

/** A signed-in owner activates without the reference: their own registration by its reference. */
export async function findOwnRegistration(db: Database, userId: number, reference: string) {
  const [row] = await db
    .select({ serial: productRegistrations.serial_number })
    .from(productRegistrations)
    .where(and(eq(productRegistrations.user_id, userId), eq(productRegistrations.reference, reference)))
    .limit(1);
  return row;
}
