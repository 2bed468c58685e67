import type { Kysely } from 'kysely';
import { GENDERS, type Gender, type Profile } from '../../shared/schemas/auth.ts';
import type { Database } from '../db/schema.ts';
import { toBoolean } from '../db/values.ts';
import { findProfileRow, updateProfileRow } from './profiles.repo.ts';

const isGender = (value: string | null): value is Gender => value !== null && (GENDERS as readonly string[]).includes(value);

/** The spec's profile (id, name, email, gender, disclaimer_accepted) of a signed-in user. */
export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile | undefined> {
  const row = await findProfileRow(db, userId);
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    gender: isGender(row.gender) ? row.gender : null,
    disclaimerAccepted: toBoolean(row.disclaimer_accepted),
  };
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: { name?: string; gender?: Gender },
  now = new Date(),
): Promise<Profile | undefined> {
  await updateProfileRow(db, userId, changes, now);
  return getProfile(db, userId);
}

/** SPEC.md section 4: false → true once accepted; nothing turns it back. */
export async function acceptDisclaimer(db: Kysely<Database>, userId: string, now = new Date()): Promise<Profile | undefined> {
  await updateProfileRow(db, userId, { disclaimer_accepted: true }, now);
  return getProfile(db, userId);
}
