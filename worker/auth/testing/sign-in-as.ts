/** @file Worker-test helpers: users and signed-in cookies without going through a login flow. */
import { env } from "cloudflare:test";
import type { Role } from "../../../domain/enums";
import { openDatabase } from "../../../lib/db/client";
import { users, type User } from "../../../lib/db/schema";
import { sessionCookieName } from "../cookies";
import { signingKey } from "../secret";
import { createSession } from "../session-store";
import { signSessionToken } from "../session-token";

/** A `Cookie` header value that signs the request in as `userId` (a real session row and token). */
export async function sessionCookieFor(userId: string): Promise<string> {
  const { db, close } = openDatabase(env);
  try {
    const session = await createSession(db, userId);
    const token = await signSessionToken(session.sid, session.endsAt, signingKey(env));
    return `${sessionCookieName(env)}=${token}`;
  } finally {
    await close();
  }
}

/** A fresh user with a unique email, so tests never depend on each other's rows. */
export async function createTestUser(
  options: { role?: Role; brokerId?: string | null; label?: string } = {},
): Promise<User> {
  const { db, close } = openDatabase(env);
  try {
    const unique = crypto.randomUUID().slice(0, 8);
    const [user] = await db
      .insert(users)
      .values({
        email: `${options.label ?? options.role ?? "user"}-${unique}@test.practiceline.dev`,
        firstName: "Test",
        lastName: options.label ?? unique,
        role: options.role ?? "agent",
        brokerId: options.brokerId ?? null,
      })
      .returning();
    return user!;
  } finally {
    await close();
  }
}
