import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { logger } from "hono/logger";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./lib/context";
import { ApiError } from "./lib/errors";
import { database } from "./middleware/database";
import { handleError } from "./middleware/error-handler";
import { jsonOnly } from "./middleware/json-only";
import { healthRoutes } from "./routes/health";

const API_BODY_LIMIT_BYTES = 1024 * 1024;

const api = new Hono<AppEnv>()
  .use(secureHeaders())
  .use(requestId({ headerName: "cf-ray" }))
  .use(logger())
  .use(jsonOnly())
  .use(
    bodyLimit({
      maxSize: API_BODY_LIMIT_BYTES,
      onError: () => {
        throw new ApiError(413, "Request body too large");
      },
    }),
  )
  .use(database())
  .route("/health", healthRoutes);

export const app = new Hono<AppEnv>()
  .route("/api", api)
  .all("/api/*", () => {
    throw new ApiError(404, "Not found");
  })
  // Production serves non-API paths from static assets before the Worker runs; this covers local tests.
  .all("*", (c) => c.env.ASSETS.fetch(c.req.raw));

app.onError(handleError);
api.onError(handleError);

export type AppType = typeof app;
