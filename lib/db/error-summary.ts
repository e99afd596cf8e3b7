import { redactPhoneNumbers } from "../../domain/log-redaction";
import { databaseFailure } from "./transient-errors";

/**
 * What a log line may say about an error. A failed query's text carries its SQL and parameters (emails,
 * transcripts, caller numbers), so for those only the driver's reason is kept; phone numbers are redacted from
 * whatever is left (a unique violation's reason names the value, caller numbers included).
 */
export function errorSummary(error: unknown): string {
  const failure = databaseFailure(error);
  if (failure) {
    const cause = failure as { message?: unknown; code?: unknown };
    const code = typeof cause?.code === "string" ? ` (${cause.code})` : "";
    return redactPhoneNumbers(`database query failed${code}: ${String(cause?.message ?? "no reason given")}`);
  }
  return redactPhoneNumbers(String(error));
}

/** The error's stack frames only: a stack's first lines repeat the message, SQL and parameters included. */
export function stackFrames(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== "string") return undefined;
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}
