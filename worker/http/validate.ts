import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors";

/** zValidator whose failures become the one 400 error body, with an issue per bad field. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new ApiError(400, "Invalid input", {
        issues: result.error.issues.map((issue) => ({
          path: issue.path.join(".") || target,
          message: issue.message,
        })),
      });
    }
  });
}
