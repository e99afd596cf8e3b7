import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";
import { ApiError } from "../lib/errors";

/** Each setting that makes the Worker unsafe to run, as a sentence an operator can act on (never a value). */
export function environmentProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.LOAD_TEST_RATE_LIMITS) {
    if (env.ENVIRONMENT !== "development") {
      problems.push(`LOAD_TEST_RATE_LIMITS lifts the rate limits for local load tests only; remove it (ENVIRONMENT is ${env.ENVIRONMENT}).`);
    } else if (env.LOAD_TEST_RATE_LIMITS !== "off") {
      problems.push('LOAD_TEST_RATE_LIMITS must be "off" or unset.');
    }
  }
  if (env.ALLOW_TEAM_CREATION && env.ALLOW_TEAM_CREATION !== "true" && env.ALLOW_TEAM_CREATION !== "false") {
    problems.push('ALLOW_TEAM_CREATION must be "true", "false" or unset.');
  }
  return problems;
}

/**
 * BAD_ENVIRONMENT: a Worker whose settings are unsafe answers every API request with a 500 that names the
 * settings to fix, before it touches the database, rather than run half-protected.
 */
export function environmentCheck() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const problems = environmentProblems(c.env);
    if (problems.length > 0) {
      console.error(JSON.stringify({ level: "error", event: "bad_environment", requestId: c.get("requestId"), problems }));
      throw new ApiError(500, `PracticeLine is not configured correctly (BAD_ENVIRONMENT): ${problems.join(" ")}`);
    }
    await next();
  });
}
