/**
 * @file The one way the web app calls the API: Hono's typed client over the Worker's own route types, and one
 * helper that turns a response into its typed body or the spec's error (§7, §8). Features build a query or a
 * mutation on it, one file per API action (README, "Calling the API from the web").
 */
import type { AppType, SimulatorType } from "@worker/api-types";
import { hc, type ClientResponse } from "hono/client";
import { readErrorBody, type ApiErrorCode, type ErrorIssue } from "@domain/api-errors";
import { fetchTakingEarlyAnswers } from "./early-requests";

/** Every call sends credentials (spec §7): the session cookie, and a demo call's capability. */
const SEND_CREDENTIALS = { init: { credentials: "include" } } as const;

/** The API, typed by its routes: `api.broker.stats.$get()`, `api.practice_sessions[":id"].$get({ param: { id } })`. */
export const api = hc<AppType>("/", { ...SEND_CREDENTIALS, fetch: fetchTakingEarlyAnswers }).api;

/** The local voice simulator's own routes (development only: GET /api/config says whether it exists). */
export const simulatorApi = hc<SimulatorType>("/api/dev/simulator", SEND_CREDENTIALS);

/** Error of a non-successful response; its message is the spec's "<status>: <body or status text>". */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** When the server asks to be tried again (its Retry-After), in seconds from now. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
  }

  /** The server's `message` field when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    return readErrorBody(this.body).message;
  }

  /** The server's `code` (docs/api.md, "Errors"): what the app branches on; none when the body is not ours. */
  get code(): ApiErrorCode | undefined {
    return readErrorBody(this.body).code;
  }

  /** The fields the server refused (a 400's `issues`); none when the body is not ours. */
  get issues(): ErrorIssue[] {
    return readErrorBody(this.body).issues ?? [];
  }
}

/** The HttpError behind an error, also when a feature wrapped it in its own message (as its `cause`). */
function httpErrorOf(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  return error instanceof Error && error.cause !== undefined ? httpErrorOf(error.cause) : undefined;
}

/** The API's error code behind an error (wrapped or not); none for a network failure or a body not ours. */
export function errorCodeOf(error: unknown): ApiErrorCode | undefined {
  return httpErrorOf(error)?.code;
}

/** The HTTP status behind an error, for what HTTP itself means (retrying a 5xx), never for what was refused. */
export function httpStatusOf(error: unknown): number | undefined {
  return httpErrorOf(error)?.status;
}

/**
 * What the app says when a request failed. A refusal of ours says its own message; any other HTTP answer says
 * the spec's "<status>: <body or status text>" (§8), unless `answerOnly` is set, when the server's message is
 * the only one worth showing and anything else says `fallback`, as a failure without an answer (the network)
 * always does.
 */
/** What a failed request says when nothing more specific is known. */
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

export function errorMessage(error: unknown, fallback: string, { answerOnly = false } = {}): string {
  if (!(error instanceof HttpError)) return fallback;
  return error.serverMessage || (answerOnly ? fallback : error.message);
}

/** The same for a form's last request, null while it has not failed. */
export function failureMessage(error: unknown, fallback: string, options?: { answerOnly?: boolean }): string | null {
  return error ? errorMessage(error, fallback, options) : null;
}

/** Retry-After as seconds from now: it is either a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Path parameters, encoded. The typed client puts them in the path as they are, and drops an empty one (which
 * would address the collection instead): an empty value is refused here.
 */
export function pathParams<K extends string>(values: Record<K, string>): Record<K, string> {
  const encoded = { ...values };
  for (const name in values) {
    if (!values[name]) throw new Error(`Missing ${name}`);
    encoded[name] = encodeURIComponent(values[name]);
  }
  return encoded;
}

/** Any response of the typed client. */
type ApiResponse = ClientResponse<unknown, number, "json" | "text" | "body">;

/** A route's successful answers (`c.json(body, 2xx)`: `ok` is true), whose JSON body is T. */
interface SuccessfulAnswer<T> {
  ok: true;
  status: number;
  json(): Promise<T>;
}
/** Its error answers (`ok` false). A route must declare its statuses for the client to tell them apart. */
type ErrorAnswer = ApiResponse & { ok: false };
type Answer<T> = SuccessfulAnswer<T> | ErrorAnswer;

/** The JSON body of the successful answers of R, a typed client response. */
export type SuccessBody<R> = R extends SuccessfulAnswer<infer T> ? T : never;

async function httpError(response: ApiResponse): Promise<HttpError> {
  const retryAfter = retryAfterSeconds(response.headers.get("Retry-After"));
  return new HttpError(response.status, await response.text(), response.statusText, retryAfter);
}

/** The typed body of a successful answer; any other answer throws the spec's HttpError. */
export async function call<T>(request: Promise<Answer<T>>): Promise<T> {
  const response = await request;
  if (response.ok) return response.json();
  throw await httpError(response);
}

/** The same, for a call whose answer has no body worth reading (204, or a body the caller ignores). */
export async function send(request: Promise<ApiResponse>): Promise<void> {
  const response = await request;
  if (!response.ok) throw await httpError(response);
}

/** The optional mode of spec §7: a 401 is an empty result (null) instead of an error. */
export async function callOrNullWhenSignedOut<T>(request: Promise<Answer<T>>): Promise<T | null> {
  const response = await request;
  return response.status === 401 ? null : call(Promise.resolve(response));
}

/** What a typed client call answers on success: `Result<typeof api.broker.stats.$get>`. */
export type Result<Endpoint extends (...args: never[]) => Promise<ApiResponse>> = SuccessBody<
  Awaited<ReturnType<Endpoint>>
>;
