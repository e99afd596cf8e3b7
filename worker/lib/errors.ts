import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorIssue } from "../../domain/api-errors";

export type { ErrorBody, ErrorIssue };

export class ApiError extends HTTPException {
  readonly issues?: ErrorIssue[];
  readonly headers?: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { issues?: ErrorIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(status, { message });
    this.issues = options.issues;
    this.headers = options.headers;
  }
}

export function errorBody(message: string, issues?: ErrorIssue[]): ErrorBody {
  return issues && issues.length > 0 ? { message, issues } : { message };
}
