/** @file What other features may use of sign-in: the signed-in user, role gates and the sign-in/out controls. */
export { currentUserQueryKey } from "./api/get-current-user";
export { LogoutButton } from "./components/logout-button";
export { RequireRole } from "./components/require-role";
export { UserAvatar } from "./components/user-avatar";
export { useAuth, type AuthState } from "./hooks/use-auth";
export { loginUrl } from "./login-url";
export { hasSignedInHint } from "./signed-in-cookie";
export { signedInHintChanged, useSignedInHint } from "./signed-in-hint";
export { displayName, SignedInUserContext, useSignedInUser } from "./signed-in-user";
