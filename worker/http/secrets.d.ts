/** Secrets and optional settings (DESIGN.md §10) that wrangler.toml cannot declare. */
interface PracticeLineSecrets {
  APP_ORIGIN?: string;
  DATABASE_URL?: string;
  /** Local only: host:port/path of the WebSocket-to-TCP bridge in front of Postgres. */
  DB_WS_PROXY?: string;
  SESSION_SECRET?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  ELEVENLABS_API_KEY?: string;
  ELEVENLABS_AGENT_ID?: string;
  ELEVENLABS_WEBHOOK_SECRET?: string;
  ELEVENLABS_INIT_WEBHOOK_SECRET?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** Workers AI text model for ANALYSIS_PROVIDER=workers-ai (default in lib/analysis/judge/run.ts). */
  WORKERS_AI_MODEL?: string;
  /** Bearer token that opens POST /api/analysis/calibrate (npm run calibrate against a deployment); unset = the route does not exist. */
  CALIBRATION_TOKEN?: string;
  /** Comma-separated emails of the operators who may download the waiting-list CSV; unset = nobody. */
  LEAD_EXPORT_EMAILS?: string;
  /** "false" stops signed-in users without a team from starting one (and becoming its broker); unset = allowed. */
  ALLOW_TEAM_CREATION?: string;
  /** Development only: "off" lifts the per-client rate limits for load tests on one machine (the bench, the drills). */
  LOAD_TEST_RATE_LIMITS?: string;
}
declare namespace Cloudflare {
  interface Env extends PracticeLineSecrets {}
}
interface Env extends PracticeLineSecrets {}
