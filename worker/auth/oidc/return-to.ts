import { safeReturnPath } from "../../../domain/return-path";

/** Where to go after signing in: a path on our own origin (the shared rule of domain/return-path.ts), or `/`. */
export function safeReturnTo(raw: string | undefined): string {
  return safeReturnPath(raw) ?? "/";
}
