import { signedToken } from "../signed-token";

const loginStateToken = signedToken({ audience: "practiceline:oidc-login" });
/** How long the visitor has at the provider before the sign-in must start again. */
export const LOGIN_STATE_SECONDS = 10 * 60;

/** What binds a callback to the browser that started the login (kept in a short-lived HttpOnly cookie). */
export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export function signLoginState(loginState: LoginState, key: Uint8Array): Promise<string> {
  return loginStateToken.sign({ ...loginState }, new Date(Date.now() + LOGIN_STATE_SECONDS * 1000), key);
}

export async function verifyLoginState(token: string, key: Uint8Array): Promise<LoginState | null> {
  const payload = await loginStateToken.verify(token, key);
  if (!payload) return null;
  const { state, nonce, codeVerifier, returnTo } = payload;
  if (
    typeof state !== "string" ||
    typeof nonce !== "string" ||
    typeof codeVerifier !== "string" ||
    typeof returnTo !== "string"
  ) {
    return null;
  }
  return { state, nonce, codeVerifier, returnTo };
}
