import { createMiddleware } from "hono/factory";
import { secretProblems } from "../../../domain/secret-settings";
import type { AppEnv } from "../context";
import { ApiError } from "../errors";

/** Each setting that makes the Worker unsafe to run, as a sentence an operator can act on (never a value). */
export async function environmentProblems(env: Env): Promise<string[]> {
  const problems: string[] = [];
  if (env.LOAD_TEST_RATE_LIMITS) {
    if (env.ENVIRONMENT !== "development") {
      problems.push(
        `LOAD_TEST_RATE_LIMITS lifts the rate limits for local load tests only; remove it (ENVIRONMENT is ${env.ENVIRONMENT}).`,
      );
    } else if (env.LOAD_TEST_RATE_LIMITS !== "off") {
      problems.push('LOAD_TEST_RATE_LIMITS must be "off" or unset.');
    }
  }
  if (env.ALLOW_TEAM_CREATION && env.ALLOW_TEAM_CREATION !== "true" && env.ALLOW_TEAM_CREATION !== "false") {
    problems.push('ALLOW_TEAM_CREATION must be "true", "false" or unset.');
  }
  if (env.ENVIRONMENT === "production") problems.push(...(await secretProblems(env, { requireSessionSecret: true })));
  return problems;
}

// The bindings of an isolate do not change while it lives: judge them once per bindings object.
const judged = new WeakMap<Env, Promise<string[]>>();

/**
 * BAD_ENVIRONMENT: a Worker whose settings are unsafe (in production: an example or too-short secret, or no
 * SESSION_SECRET; anywhere: a development-only setting outside development) answers every API request with a
 * 500 that names the settings to fix, before it touches the database, rather than run half-protected.
 */
export function environmentCheck() {
  return createMiddleware<AppEnv>(async (c, next) => {
    let pending = judged.get(c.env);
    if (!pending) judged.set(c.env, (pending = environmentProblems(c.env)));
    const problems = await pending;
    if (problems.length > 0) {
      console.error(
        JSON.stringify({ level: "error", event: "bad_environment", requestId: c.get("requestId"), problems }),
      );
      throw new ApiError(500, `PracticeLine is not configured correctly (BAD_ENVIRONMENT): ${problems.join(" ")}`);
    }
    await next();
  });
}
