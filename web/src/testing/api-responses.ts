/**
 * @file What the API answers a request with, from the contract the web client is built on (`hc<AppType>`,
 * web/src/lib/api.ts): test stand-ins for the Worker answer in these types, so a fake that drifts from the
 * Worker's real answers fails the typecheck.
 */
import type { ClientResponse } from "hono/client";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { ErrorBody } from "@domain/api-errors";
import type { api, simulatorApi } from "@/lib/api";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** One path segment down the client: the literal one, else the route's parameter (`:id`). */
type Step<Node, Segment extends string> = Segment extends keyof Node
  ? Node[Segment]
  : Node[Extract<keyof Node, `:${string}`>];
type Walk<Node, Path extends string> = Path extends `${infer Head}/${infer Rest}`
  ? Walk<Step<Node, Head>, Rest>
  : Step<Node, Path>;
type WithoutQuery<Path extends string> = Path extends `${infer Bare}?${string}` ? Bare : Path;
/** The client a path is called through: the local voice simulator's own (development only), else the API's. */
type ClientOf<Path extends string> = Path extends `dev/simulator/${infer Rest}`
  ? [typeof simulatorApi, Rest]
  : [typeof api, Path];
/** The typed client's call for "METHOD /api/path" (a concrete path: `/api/practice_sessions/s-1?x=1`). */
type Endpoint<Route extends string> = Route extends `${infer M extends Method} /api/${infer Path}`
  ? ClientOf<WithoutQuery<Path>> extends [infer Client, infer Rest extends string]
    ? Walk<Client, Rest> extends infer Node
      ? `$${Lowercase<M>}` extends keyof Node
        ? Node[`$${Lowercase<M>}`]
        : never
      : never
    : never
  : never;

/** A JSON body as data: read-only all the way down (a fake's literal is, and the wire does not care). */
type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/**
 * Every field path of a body (`agents[].name`), of each member of a union: what an answer may hold and no more.
 * Under `unknown` anything goes; deeper than 12 levels is not looked at.
 */
type FieldPaths<T, Prefix extends string = "", Depth extends unknown[] = []> = Depth["length"] extends 12
  ? `${Prefix}${string}`
  : unknown extends T
    ? `${Prefix}${string}`
    : T extends readonly (infer Item)[]
      ? FieldPaths<Item, `${Prefix}[]`, [...Depth, unknown]>
      : T extends object
        ? {
            [K in keyof T & (string | number)]-?:
              `${Prefix}.${K}` | FieldPaths<T[K], `${Prefix}.${K}`, [...Depth, unknown]>;
          }[keyof T & (string | number)]
        : never;

/**
 * One answer of the API: its status, its body as the client reads it, and how it is sent. An answer fits one
 * the contract declares when its status, body and format do, and it has no field the declared body lacks.
 */
export interface ApiAnswer<Status extends number = number, Body = unknown, Format extends string = string> {
  status: Status;
  body: Frozen<Body>;
  /** "json" (`c.json`), "text" (`c.text`) or "body" (`c.body`: no content, a stream, a file). */
  format: Format;
  /** Its field paths: a field the Worker never sends is one too many. */
  fields: FieldPaths<Body>;
}

/** One answer per body a union allows (`{ via: "phone" … } | { via: "browser" … }`), each with its own fields. */
type AnswersOf<Status extends number, Body, Format extends string> = Body extends unknown
  ? ApiAnswer<Status, Body, Format>
  : never;

/**
 * Every answer the route "METHOD /api/path" declares (each `c.json(body, status)` of its handler); never for no
 * such route.
 */
export type RouteAnswer<Route extends string> =
  Endpoint<Route> extends (...args: never[]) => Promise<infer Response>
    ? Response extends ClientResponse<infer Body, infer Status, infer Format>
      ? AnswersOf<Status, Body, Format>
      : never
    : never;

/** Whether "METHOD /api/path" is a route of the API. */
export type IsApiRoute<Route extends string> = [RouteAnswer<Route>] extends [never] ? false : true;

type ErrorStatus = ClientErrorStatusCode | ServerErrorStatusCode;

/**
 * What any route may answer besides its own: the API's one error body with an error status (a middleware's
 * refusal, a thrown ApiError, a crash: worker/http/middleware/error-handler.ts).
 */
export type ErrorAnswer = ApiAnswer<ErrorStatus, ErrorBody, "json">;

/** The JSON body of a successful answer to "METHOD /api/path": a fixture a fake answers with. */
export type ApiResponse<Route extends string> =
  Endpoint<Route> extends (...args: never[]) => Promise<infer Response>
    ? Response extends ClientResponse<infer Body, infer Status, "json">
      ? Status extends ErrorStatus
        ? never
        : Body
      : never
    : never;
