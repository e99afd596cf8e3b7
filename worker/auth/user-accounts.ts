import { and, eq, isNull, sql } from "drizzle-orm";
import type { AuthUser } from "../../domain/auth";
import type { Database } from "../../lib/db/client";
import { users, type User } from "../../lib/db/schema";

/** Who the provider says signed in. Only ever built from an ID token whose `email_verified` is true. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  firstName?: string;
  lastName?: string;
  profileImageUrl?: string;
}

export type ProviderSignIn = { outcome: "signed-in"; user: User } | { outcome: "email-taken" };

/**
 * The account of `(issuer, subject)`: found by it; else an account that has only an email (seeded, or made
 * before subjects were stored) is linked to it once, by that verified email; else a new agent. An email that
 * already belongs to another subject's account is refused: the address alone never opens someone's account.
 * Only profile fields the provider sent change; the email, role and team stay as they are.
 */
export async function signInWithProvider(db: Database, identity: ProviderIdentity): Promise<ProviderSignIn> {
  const profile = {
    ...(identity.firstName !== undefined && { firstName: identity.firstName }),
    ...(identity.lastName !== undefined && { lastName: identity.lastName }),
    ...(identity.profileImageUrl !== undefined && { profileImageUrl: identity.profileImageUrl }),
    updatedAt: new Date(),
  };
  const email = identity.email.toLowerCase();
  // Two tries: a concurrent first sign-in of the same person may create or link the row between our steps.
  for (let attempt = 0; attempt < 2; attempt++) {
    const [known] = await db
      .update(users)
      .set(profile)
      .where(and(eq(users.oidcIssuer, identity.issuer), eq(users.oidcSubject, identity.subject)))
      .returning();
    if (known) return { outcome: "signed-in", user: known };

    const [linked] = await db
      .update(users)
      .set({ ...profile, oidcIssuer: identity.issuer, oidcSubject: identity.subject })
      .where(and(eq(sql`lower(${users.email})`, email), isNull(users.oidcSubject)))
      .returning();
    if (linked) return { outcome: "signed-in", user: linked };

    const [created] = await db
      .insert(users)
      .values({
        email,
        firstName: identity.firstName ?? null,
        lastName: identity.lastName ?? null,
        profileImageUrl: identity.profileImageUrl ?? null,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { outcome: "signed-in", user: created };

    const holder = await findUserByEmail(db, email);
    if (holder?.oidcSubject && (holder.oidcIssuer !== identity.issuer || holder.oidcSubject !== identity.subject)) {
      return { outcome: "email-taken" };
    }
  }
  throw new Error("sign-in raced twice without settling");
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The user as the API shows it (spec §3 User): nothing about teams, sign-in identities or timestamps. */
export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isTrainer: user.isTrainer,
  };
}
