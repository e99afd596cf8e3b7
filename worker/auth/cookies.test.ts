import { describe, expect, it } from "vitest";
import { loginStateCookieName, sessionCookieName, usesLocalCookieFallback } from "./cookies";

describe("the local cookie fallback", () => {
  it("applies only in development on plain-http localhost or 127.0.0.1", () => {
    expect(usesLocalCookieFallback({ ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:5173" })).toBe(true);
    expect(usesLocalCookieFallback({ ENVIRONMENT: "development", APP_ORIGIN: "http://127.0.0.1:8787" })).toBe(true);
    expect(sessionCookieName({ ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:5173" })).toBe("pl_session");
    expect(loginStateCookieName({ ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:5173" })).toBe("pl_oidc");
  });

  it("never applies in production, even on localhost", () => {
    const production = { ENVIRONMENT: "production", APP_ORIGIN: "http://localhost:8787" };
    expect(usesLocalCookieFallback(production)).toBe(false);
    expect(sessionCookieName(production)).toBe("__Host-pl_session");
    expect(loginStateCookieName(production)).toBe("__Host-pl_oidc");
  });

  it("never applies to other hosts or https, even in development", () => {
    expect(usesLocalCookieFallback({ ENVIRONMENT: "development", APP_ORIGIN: "https://localhost:5173" })).toBe(false);
    expect(usesLocalCookieFallback({ ENVIRONMENT: "development", APP_ORIGIN: "http://dev.practiceline.example" })).toBe(
      false,
    );
    expect(usesLocalCookieFallback({ ENVIRONMENT: "development", APP_ORIGIN: undefined })).toBe(false);
  });
});
