/** A field the server refused, and why (`path` is the field's name, dotted when nested). */
export interface ErrorIssue {
  path: string;
  message: string;
}

/** The one error body of the API (DESIGN.md §5, docs/api.md): every non-2xx answer of ours. */
export interface ErrorBody {
  message: string;
  issues?: ErrorIssue[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

const isIssue = (value: unknown): value is ErrorIssue => isObject(value) && typeof value.path === "string" && typeof value.message === "string";

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
    issues: Array.isArray(parsed.issues) ? parsed.issues.filter(isIssue) : undefined,
  };
}
