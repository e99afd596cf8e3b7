/**
 * What a log line may carry: the one place logs are redacted. Logs (Cloudflare's, kept and searchable) never carry
 * a sign-in `code` or `state`, an invitation code, a one-time code, or a phone number; a request's path and query
 * are written through `redactUrlForLog`, any other text that may hold a number through `redactPhoneNumbers`.
 */

/** Query parameters whose values say nothing about a person and grant nothing: logged as they are. */
const LOGGABLE_QUERY_PARAMETERS = new Set(["vertical", "period", "month", "page_size", "include_conversation_id"]);
/** Path segments that are themselves a credential: the one after each of these is replaced. */
const CREDENTIAL_SEGMENT_AFTER = new Set(["invitations", "join"]);
/** E.164, as every number is stored and routed: "+" then 8 to 15 digits. */
const PHONE_NUMBER = /\+[1-9]\d{7,14}/g;

export const REDACTED = "[redacted]";

export function redactPhoneNumbers(text: string): string {
  return text.replace(PHONE_NUMBER, "[phone number]");
}

/** A request's path and query as a log may show them. */
export function redactUrlForLog(pathAndQuery: string): string {
  const queryAt = pathAndQuery.indexOf("?");
  const path = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const query = queryAt === -1 ? "" : pathAndQuery.slice(queryAt + 1);
  const segments = path.split("/");
  const safePath = segments
    .map((segment, index) =>
      index > 0 && CREDENTIAL_SEGMENT_AFTER.has(segments[index - 1]!) && segment ? REDACTED : segment,
    )
    .join("/");
  const safeQuery = query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split("=")[0]!;
      return LOGGABLE_QUERY_PARAMETERS.has(decodeName(name)) ? pair : `${name}=${REDACTED}`;
    })
    .join("&");
  return redactPhoneNumbers(safeQuery ? `${safePath}?${safeQuery}` : safePath);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
