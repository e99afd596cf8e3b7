import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../../domain/auth";
import type { Database } from "../../db/client";
import { users, type User } from "../../db/schema";

export interface ProfileClaims {
  email: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
}

/**
 * Signs up or refreshes a user by email (stored lowercase; the unique index is on lower(email)). New users
 * are agents; an existing user keeps their role and team, and only profile fields the provider sent change.
 */
export async function upsertUserByEmail(db: Database, profile: ProfileClaims): Promise<User> {
  const email = profile.email.toLowerCase();
  const refresh = () =>
    db
      .update(users)
      .set({
        ...(profile.firstName !== undefined && { firstName: profile.firstName }),
        ...(profile.lastName !== undefined && { lastName: profile.lastName }),
        ...(profile.profileImageUrl !== undefined && { profileImageUrl: profile.profileImageUrl }),
        updatedAt: new Date(),
      })
      .where(eq(sql`lower(${users.email})`, email))
      .returning();

  const [existing] = await refresh();
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      email,
      firstName: profile.firstName ?? null,
      lastName: profile.lastName ?? null,
      profileImageUrl: profile.profileImageUrl ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  // A concurrent first sign-in with the same email created the row in between.
  const [raced] = await refresh();
  return raced!;
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The user as the API shows it (spec §3 User): nothing about teams or timestamps. */
export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  };
}
