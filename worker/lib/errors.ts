import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error body of DESIGN.md §5. */
export interface ErrorBody {
  message: string;
  issues?: ErrorIssue[];
}

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
