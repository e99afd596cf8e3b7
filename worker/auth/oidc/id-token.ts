import { errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { OidcError } from "./oidc-error";

/** Asymmetric algorithms only: never `none`, never an HMAC keyed with something the provider publishes. */
const ID_TOKEN_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];
const CLOCK_TOLERANCE_SECONDS = 60;

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  keys: JWTVerifyGetKey;
  now?: Date;
}

export interface IdentityClaims {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

/** OIDC Core §3.1.3.7: signature from the issuer's keys, `iss` exact, `aud` our client, `nonce` ours, not expired. */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdentityClaims> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: expected.issuer,
      audience: expected.clientId,
      requiredClaims: ["iss", "sub", "aud", "exp", "iat"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: expected.now,
    }));
  } catch (error) {
    const code = error instanceof errors.JOSEError ? error.code : "unknown";
    throw new OidcError(`id_token_${code}`);
  }
  if (payload.nonce !== expected.nonce) throw new OidcError("id_token_nonce_mismatch");
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== expected.clientId) {
    throw new OidcError("id_token_azp_mismatch");
  }
  return identityClaims(payload);
}

export function identityClaims(claims: Record<string, unknown>): IdentityClaims {
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
  return {
    sub: String(claims.sub),
    email: text(claims.email),
    emailVerified: typeof claims.email_verified === "boolean" ? claims.email_verified : undefined,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    picture: httpsUrl(text(claims.picture)),
  };
}

const PICTURE_URL_MAX = 2000;

/** The avatar is shown in an <img>: only an https URL, which the pages' CSP (`img-src https:`) admits. */
function httpsUrl(value: string | undefined): string | undefined {
  if (!value || value.length > PICTURE_URL_MAX || !URL.canParse(value)) return undefined;
  return new URL(value).protocol === "https:" ? value : undefined;
}
