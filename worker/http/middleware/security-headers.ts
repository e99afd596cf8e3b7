import { every } from "hono/combine";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../context";

/**
 * What a browser may do with an API response. The API answers JSON, plus one small HTML page (the end of
 * a failed sign-in, whose only style is an inline <style> block): nothing may load, frame or submit.
 * Static pages get their own policy from web/public/_headers.
 */
export const API_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** One year, as on the static pages; browsers ignore it on plain http (local runs). */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
  strictTransportSecurity: STRICT_TRANSPORT_SECURITY,
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  permissionsPolicy: { camera: [], geolocation: [], microphone: [], payment: [] },
});

/**
 * API answers are per caller (most carry a signed-in user's data), so no cache may keep them unless the
 * route says otherwise for data that is the same for everyone (e.g. the public demo scenarios).
 */
const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

/** Security headers and the no-store default on every /api response, errors included. */
export function apiSecurityHeaders() {
  return every(apiSecureHeaders, noStoreByDefault);
}
