import { ApiError } from "../errors";

/** Development conveniences do not exist elsewhere: the same JSON 404 as an unknown path. */
export function refuseOutsideDevelopment(env: Pick<Env, "ENVIRONMENT">): void {
  if (env.ENVIRONMENT !== "development") throw new ApiError(404, "Not found");
}
