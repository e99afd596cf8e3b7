import { jwtVerify, SignJWT } from "jose";

const LOGIN_STATE_AUDIENCE = "practiceline:oidc-login";
/** How long the visitor has at the provider before the sign-in must start again. */
export const LOGIN_STATE_SECONDS = 10 * 60;

/** What binds a callback to the browser that started the login (kept in a short-lived HttpOnly cookie). */
export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export async function signLoginState(loginState: LoginState, key: Uint8Array): Promise<string> {
  return new SignJWT({ ...loginState })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(LOGIN_STATE_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LOGIN_STATE_SECONDS}s`)
    .sign(key);
}

export async function verifyLoginState(token: string, key: Uint8Array): Promise<LoginState | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience: LOGIN_STATE_AUDIENCE,
      requiredClaims: ["exp"],
    });
    const { state, nonce, codeVerifier, returnTo } = payload;
    if (typeof state !== "string" || typeof nonce !== "string" || typeof codeVerifier !== "string" || typeof returnTo !== "string") {
      return null;
    }
    return { state, nonce, codeVerifier, returnTo };
  } catch {
    return null;
  }
}
