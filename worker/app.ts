import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./http/context";
import { ApiError } from "./http/errors";
import { database } from "./http/middleware/database";
import { environmentCheck } from "./http/middleware/environment-check";
import { handleError } from "./http/middleware/error-handler";
import { loadSession } from "./http/middleware/auth";
import { authorize, type RoutePolicies } from "./http/middleware/authorize";
import { requestLogger } from "./http/middleware/request-logger";
import { jsonOnly } from "./http/middleware/json-only";
import { sameOrigin } from "./http/middleware/same-origin";
import { apiSecurityHeaders } from "./http/middleware/security-headers";
import { agentRoutes } from "./training/routes/agent";
import { analysisCalibrationRoutes } from "./calibration/routes/analysis-calibration";
import { agentAnalyticsRoutes } from "./analytics/routes/agent-analytics";
import { agentAssignmentRoutes } from "./training/routes/agent-assignments";
import { agentPhoneNumberRoutes } from "./calls/routes/agent-phone-number";
import { authRoutes } from "./auth/routes/auth";
import { brokerRoutes } from "./teams/routes/broker";
import { brokerAnalyticsRoutes } from "./analytics/routes/broker-analytics";
import { brokerAssignmentRoutes } from "./training/routes/broker-assignments";
import { brokerTrainingRoutes } from "./training/routes/broker-training";
import { brokerInvitationRoutes } from "./teams/routes/broker-invitations";
import { calibrationRoutes } from "./calibration/routes/calibration";
import { callReviewRoutes } from "./review/routes/call-reviews";
import { configRoutes } from "./http/routes/config";
import { demoRoutes } from "./calls/routes/demo";
import { demoReviewRoutes } from "./review/routes/demo-review";
import { devLoginRoutes } from "./auth/routes/dev-login";
import { healthRoutes } from "./http/routes/health";
import { invitationRoutes } from "./teams/routes/invitations";
import { leaderboardRoutes } from "./training/routes/leaderboard";
import { practiceSessionRoutes } from "./calls/routes/practice-sessions";
import { REAL_CALL_UPLOAD_PATH, realCallRoutes } from "./real-calls/routes/real-calls";
import { ROUTE_POLICIES } from "./auth/route-policies";
import { scoreFlagRoutes } from "./review/routes/score-flags";
import { teamRoutes } from "./teams/routes/team";
import { teamScenarioRoutes } from "./training/routes/team-scenarios";
import { userSettingsRoutes } from "./teams/routes/user-settings";
import { waitingListRoutes } from "./waiting-list/routes/waiting-list";
import { waitingListExportRoutes } from "./waiting-list/routes/waiting-list-export";
import { webhookRoutes } from "./calls/routes/webhooks";
import { internetVoiceNetwork, type VoiceNetworkFactory } from "../lib/voice/provider-config";
import { serveAppShell } from "./http/app-shell";
import { DEMO_FLOW_FALLBACK, PARAMETRISED_ROUTES, shellPath } from "../domain/app-shells";

const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Webhooks and real-call uploads set their own, larger body limits. */
const OWN_BODY_LIMIT = ["/api/webhooks/*", REAL_CALL_UPLOAD_PATH];

export interface AppOptions {
  /** How requests reach the voice provider and Twilio. */
  voiceNetwork: VoiceNetworkFactory;
  /**
   * Routes only a local entry has (the voice simulator): mounted under /api at `path`, each with its policy in
   * `policies` (as worker/auth/route-policies.ts); `formPosts` may post forms.
   */
  devRoutes?: {
    path: string;
    routes: Hono<AppEnv>;
    policies: RoutePolicies;
    formPosts?: string[];
    largeBodies?: string[];
  };
}

/** The app: every /api route with its middleware. The entry that builds it says how the voice provider is reached. */
export function createApp(options: AppOptions) {
  const formPosts = options.devRoutes?.formPosts;
  const api = new Hono<AppEnv>()
    .use(apiSecurityHeaders())
    .use(requestId({ headerName: "cf-ray" }))
    .use(environmentCheck())
    // A real call is uploaded as a file (multipart); the route reads only its own form fields.
    .use(except([...(formPosts ?? []), REAL_CALL_UPLOAD_PATH], jsonOnly()))
    .use(
      except(
        [...OWN_BODY_LIMIT, ...(options.devRoutes?.largeBodies ?? [])],
        bodyLimit({
          maxSize: API_BODY_LIMIT_BYTES,
          onError: () => {
            throw new ApiError(413, "Request body too large");
          },
        }),
      ),
    )
    .use(database())
    .use(sameOrigin())
    .use(loadSession())
    // Who may call the matched route, from its entry in the policy table (a route without one is refused).
    .use(authorize({ ...ROUTE_POLICIES, ...options.devRoutes?.policies }))
    .use(async (c, next) => {
      c.set("voice", options.voiceNetwork(c.env, { waitUntil: (promise) => c.executionCtx.waitUntil(promise) }));
      await next();
    })
    .route("/health", healthRoutes)
    .route("/config", configRoutes)
    .route("/waiting-list", waitingListRoutes)
    .route("/broker/waiting-list.csv", waitingListExportRoutes)
    .route("/", authRoutes)
    .route("/dev", devLoginRoutes)
    .route("/demo", demoRoutes)
    .route("/demo", demoReviewRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/broker/invitations", brokerInvitationRoutes)
    .route("/broker/assignments", brokerAssignmentRoutes)
    .route("/broker/training", brokerTrainingRoutes)
    .route("/broker/calibration", calibrationRoutes)
    .route("/broker/score-flags", scoreFlagRoutes)
    .route("/agent/assignments", agentAssignmentRoutes)
    .route("/agent/phone-number", agentPhoneNumberRoutes)
    .route("/leaderboard", leaderboardRoutes)
    .route("/invitations", invitationRoutes)
    .route("/team/scenarios", teamScenarioRoutes)
    .route("/team", teamRoutes)
    .route("/broker", brokerRoutes)
    .route("/analytics/broker", brokerAnalyticsRoutes)
    .route("/agent", agentRoutes)
    // The one snake_case path: the spec names it so (every other API path is kebab-case).
    .route("/practice_sessions", practiceSessionRoutes)
    .route("/real-calls", realCallRoutes)
    .route("/call-reviews", callReviewRoutes)
    .route("/analytics/agent", agentAnalyticsRoutes)
    .route("/user/settings", userSettingsRoutes)
    .route("/analysis", analysisCalibrationRoutes);
  if (options.devRoutes) api.route(options.devRoutes.path, options.devRoutes.routes);

  const app = new Hono<AppEnv>()
    .use(requestLogger())
    .route("/api", api)
    .all("/api/*", () => {
      throw new ApiError(404, "Not found");
    });
  for (const route of PARAMETRISED_ROUTES) app.get(route, (c) => serveAppShell(c, shellPath(route)));
  app.get(DEMO_FLOW_FALLBACK.route, async (c) => {
    const own = await c.env.ASSETS.fetch(c.req.raw);
    return own.status === 404 ? serveAppShell(c, DEMO_FLOW_FALLBACK.page) : own;
  });
  // Production serves other non-API paths from static assets before the Worker runs; this covers local tests.
  app.all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

  app.onError(handleError);
  api.onError(handleError);
  return app;
}

/** The production app: the voice provider and Twilio over the internet. */
export const app = createApp({ voiceNetwork: internetVoiceNetwork });

export type AppType = typeof app;
