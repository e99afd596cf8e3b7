/** A field the server refused, and why (`path` is the field's name, dotted when nested). */
export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * The closed set of error codes (docs/api.md, "Errors"): what a client branches on, where the message is for
 * people and may be reworded. A general code per kind of refusal, and a specific one only where a client acts
 * on that one case.
 */
export const API_ERROR_CODES = [
  "validation_failed",
  "malformed_request",
  "bad_request",
  "not_signed_in",
  "invalid_credentials",
  "forbidden",
  "not_found",
  "conflict",
  "duplicate_email",
  "analysis_pending",
  "payload_too_large",
  "unsupported_media_type",
  "range_not_satisfiable",
  "unprocessable",
  "rep_speaker_required",
  "rate_limited",
  "budget_exhausted",
  "internal_error",
  "upstream_failed",
  "unavailable",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one error body of the API (DESIGN.md §5, docs/api.md): every non-2xx answer of ours. */
export interface ErrorBody {
  message: string;
  code: ApiErrorCode;
  issues?: ErrorIssue[];
}

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && (API_ERROR_CODES as readonly string[]).includes(value);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isIssue = (value: unknown): value is ErrorIssue =>
  isObject(value) && typeof value.path === "string" && typeof value.message === "string";

/** An error answer's body read back: what of it is ours (a proxy or a crash may answer anything else). */
export function readErrorBody(text: string): Partial<ErrorBody> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObject(parsed)) return {};
  return {
    message: typeof parsed.message === "string" ? parsed.message : undefined,
    code: isApiErrorCode(parsed.code) ? parsed.code : undefined,
    issues: Array.isArray(parsed.issues) ? parsed.issues.filter(isIssue) : undefined,
  };
}
