import { isUuid } from "../../domain/ids";
import { ApiError } from "../http/errors";

export const REVIEW_NOT_FOUND = "Call review not found";

/** The path's session id, or 404: a call out of the viewer's reach and no call at all look the same. */
export function reviewSessionId(c: { req: { param(name: "id"): string | undefined } }): string {
  const id = c.req.param("id") ?? "";
  if (!isUuid(id)) throw new ApiError(404, REVIEW_NOT_FOUND);
  return id;
}
