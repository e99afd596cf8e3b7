import { Hono, type Context } from "hono";
import { paths } from "../../../domain/app-paths";
import { clearLoginStateCookie, clearSessionCookies, readLoginStateToken, setLoginStateCookie } from "../cookies";
import { renderFriendlyPage } from "../friendly-page";
import { beginLogin, completeLogin } from "../oidc/flow";
import { LOGIN_STATE_SECONDS, verifyLoginState } from "../oidc/login-state";
import { OidcError } from "../oidc/oidc-error";
import { safeReturnTo } from "../oidc/return-to";
import { oidcSettings } from "../oidc/settings";
import { failurePage } from "../oidc/sign-in-failure";
import { signingKey } from "../secret";
import { endSession, startSession } from "../sign-in";
import { signInWithProvider, toAuthUser } from "../user-accounts";
import type { AppEnv } from "../../http/context";
import { errorBody } from "../../http/errors";
import { signedInUser } from "../../http/middleware/auth";
import { errorSummary } from "../../../lib/db/error-summary";

/** Sign-in (OpenID Connect), the current user and sign-out. */
export const authRoutes = new Hono<AppEnv>()
  .get("/login", async (c) => {
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    const settings = oidcSettings(c.env);
    if (!settings) {
      if (c.env.ENVIRONMENT === "development") {
        return c.redirect(
          returnTo === paths.home ? paths.devLogin : `${paths.devLogin}?returnTo=${encodeURIComponent(returnTo)}`,
          302,
        );
      }
      return signInFailed(c, new OidcError("not_configured", 503));
    }
    try {
      const start = await beginLogin(settings, signingKey(c.env), returnTo);
      setLoginStateCookie(c, start.loginStateToken, LOGIN_STATE_SECONDS);
      return c.redirect(start.authorizationUrl, 302);
    } catch (error) {
      return signInFailed(c, error);
    }
  })
  .get("/callback", async (c) => {
    const settings = oidcSettings(c.env);
    if (!settings) return signInFailed(c, new OidcError("not_configured", 503));
    try {
      const stateToken = readLoginStateToken(c);
      // One login state, one attempt: whatever happens next, the browser must start again.
      clearLoginStateCookie(c);
      const loginState = stateToken ? await verifyLoginState(stateToken, signingKey(c.env)) : null;
      if (!loginState) throw new OidcError("login_state_missing");
      const identity = await completeLogin(settings, loginState, c.req.query());
      const signIn = await signInWithProvider(c.var.db, {
        issuer: identity.issuer,
        subject: identity.sub,
        email: identity.email,
        firstName: identity.givenName,
        lastName: identity.familyName,
        profileImageUrl: identity.picture,
      });
      if (signIn.outcome === "email-taken") throw new OidcError("email_taken", 409);
      const { user } = signIn;
      await startSession(c, user.id);
      // Checked again on the way out: the state cookie is ours, but the rule is the last word on a Location.
      return c.redirect(safeReturnTo(loginState.returnTo), 302);
    } catch (error) {
      return signInFailed(c, error);
    }
  })
  .get("/auth/user", async (c) => {
    const user = await signedInUser(c);
    if (!user) {
      // Also drops a stale signed-in hint, so the SPA stops asking.
      clearSessionCookies(c);
      return c.json(errorBody("not_signed_in", "Unauthorized"), 401);
    }
    return c.json(toAuthUser(user), 200);
  })
  .post("/logout", async (c) => {
    await endSession(c);
    return c.body(null, 204);
  });

function signInFailed(c: Context<AppEnv>, error: unknown) {
  const failure = error instanceof OidcError ? error : new OidcError("internal_error", 500);
  console.warn(
    JSON.stringify({
      level: failure.status === 500 ? "error" : "warn",
      event: "sign_in_failed",
      reason: failure.reason,
      requestId: c.get("requestId"),
      ...(failure.status === 500 ? { error: errorSummary(error) } : {}),
    }),
  );
  return c.html(renderFriendlyPage(failurePage(failure)), failure.status);
}
