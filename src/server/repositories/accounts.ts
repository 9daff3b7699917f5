import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Account, Profile } from '@/contract/accounts';
import type { Database } from '../db/client';
import { cities, provinces, sessions, users } from '../db/schema';

// Users and their server-side sessions (decision 130).

export const SESSION_DAYS = 30;
/** A session's expiry moves forward at most this often (sliding expiry without a write per request). */
const SLIDE_AFTER_MS = 60 * 60_000;

type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

/** Creates the account, or does nothing when the e-mail is taken (the caller answers the same either way). */
export async function createUser(
  db: Database,
  input: { name: string; email: string; phone: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(users)
    .values({ name: input.name, email: input.email.trim(), phone: input.phone, password_hash: input.passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function readAccount(db: Database, userId: number): Promise<Account | undefined> {
  const [row] = await db
    .select({ user: users, province: provinces.name, city: cities.name })
    .from(users)
    .leftJoin(provinces, eq(provinces.code, users.province_id))
    .leftJoin(cities, eq(cities.code, users.city_id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    province: user.province_id && row.province ? { id: user.province_id, name: row.province } : null,
    city: user.city_id && row.city ? { id: user.city_id, name: row.city } : null,
    postal_code: user.postal_code,
    birth_date: user.birth_date,
    gender: user.gender,
    profile_complete: Boolean(user.address && user.province_id && user.city_id && user.birth_date),
    email_verified: user.email_verified_at !== null,
    created_at: user.created_at,
  };
}

/** Whether the city code exists and lies in the province (both optional, but a city needs its province). */
export async function regionsMatch(db: Database, provinceId: string, cityId: string): Promise<boolean> {
  if (!provinceId) return !cityId;
  if (!cityId) return (await db.select({ code: provinces.code }).from(provinces).where(eq(provinces.code, provinceId))).length > 0;
  const rows = await db
    .select({ code: cities.code })
    .from(cities)
    .where(and(eq(cities.code, cityId), eq(cities.province_code, provinceId)));
  return rows.length > 0;
}

export async function updateProfile(db: Database, userId: number, profile: Required<Profile>): Promise<void> {
  await db
    .update(users)
    .set({
      name: profile.name,
      phone: profile.phone,
      address: profile.address,
      province_id: profile.province_id || null,
      city_id: profile.city_id || null,
      postal_code: profile.postal_code,
      birth_date: profile.birth_date || null,
      gender: profile.gender || null,
      updated_at: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function readPasswordHash(db: Database, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

/** New password, and every other session of the user ends (docs/product.md §6). */
export async function changePassword(db: Database, userId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.token_hash, keepTokenHash)));
  });
}

// ---------------------------------------------------------------- sessions

export async function createSession(db: Database, userId: number, tokenHash: string): Promise<void> {
  await db
    .insert(sessions)
    .values({ token_hash: tokenHash, user_id: userId, expires_at: sql`now() + make_interval(days => ${SESSION_DAYS})` });
  // Expired sessions of this user are cleaned up as new ones start.
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), lt(sessions.expires_at, sql`now()`)));
}

export type SessionUser = { userId: number; email: string; tokenHash: string; renewed: boolean };

/** The live session of a token hash; slides its expiry forward (at most hourly). */
export async function findSession(db: Database, tokenHash: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({ userId: sessions.user_id, email: users.email, lastSeen: sessions.last_seen_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, sql`now()`)))
    .limit(1);
  if (!row) return undefined;
  const renewed = Date.now() - Date.parse(row.lastSeen) > SLIDE_AFTER_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ last_seen_at: sql`now()`, expires_at: sql`now() + make_interval(days => ${SESSION_DAYS})` })
      .where(eq(sessions.token_hash, tokenHash));
  }
  return { userId: row.userId, email: row.email, tokenHash, renewed };
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

/** Marks the account's e-mail verified, only while it is still `email` (the address the link was made for). */
export async function markEmailVerified(db: Database, userId: number, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length === 1;
}
