import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode, ErrorBody, ErrorIssue } from "../../domain/api-errors";

export type { ApiErrorCode, ErrorBody, ErrorIssue };

/** The general code of each status: an error says more only where a client acts on its one case. */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: "validation_failed",
  401: "not_signed_in",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  416: "range_not_satisfiable",
  422: "unprocessable",
  429: "rate_limited",
  500: "internal_error",
  502: "upstream_failed",
  503: "unavailable",
};

/** The code of an error answer that names none: its status's, else the general one of its class. */
export function codeOfStatus(status: number): ApiErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

export class ApiError extends HTTPException {
  readonly code: ApiErrorCode;
  readonly issues?: ErrorIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { code?: ApiErrorCode; issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.code = options.code ?? codeOfStatus(status);
    this.issues = options.issues;
    this.headers = options.headers;
  }
}

export function errorBody(code: ApiErrorCode, message: string, issues?: ErrorIssue[]): ErrorBody {
  return issues && issues.length > 0 ? { message, code, issues } : { message, code };
}
