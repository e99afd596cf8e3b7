import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { API_ERROR_CODES } from "../../domain/api-errors";
import type { AppEnv } from "./context";
import { handleError } from "./middleware/error-handler";
import { ApiError, codeOfStatus } from "./errors";

/** An app whose one route throws `error`, answered by the Worker's error handler. */
async function answerTo(error: unknown): Promise<{ status: number; body: unknown }> {
  const app = new Hono<AppEnv>().get("/", () => {
    throw error;
  });
  app.onError(handleError);
  const response = await app.request("/");
  return { status: response.status, body: await response.json() };
}

describe("the code of an error answer", () => {
  it("is the general one of its status unless the thrower names a specific one", async () => {
    expect(await answerTo(new ApiError(404, "Agent not found"))).toEqual({
      status: 404,
      body: { message: "Agent not found", code: "not_found" },
    });
    expect(await answerTo(new ApiError(409, "Taken", { code: "duplicate_email" }))).toEqual({
      status: 409,
      body: { message: "Taken", code: "duplicate_email" },
    });
    expect(
      await answerTo(new ApiError(400, "Invalid input", { issues: [{ path: "email", message: "Required" }] })),
    ).toEqual({
      status: 400,
      body: { message: "Invalid input", code: "validation_failed", issues: [{ path: "email", message: "Required" }] },
    });
  });

  it("is given also to a framework's own refusal and to a crash, which says nothing of the inside", async () => {
    expect(await answerTo(new HTTPException(400, { message: "Malformed JSON in request body" }))).toEqual({
      status: 400,
      body: { message: "Malformed JSON in request body", code: "malformed_request" },
    });
    expect(await answerTo(new HTTPException(405, { message: "Method Not Allowed" }))).toEqual({
      status: 405,
      body: { message: "Method Not Allowed", code: "bad_request" },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await answerTo(new Error("relation users does not exist"))).toEqual({
      status: 500,
      body: { message: "Internal Server Error", code: "internal_error" },
    });
    logged.mockRestore();
  });

  it("exists for every error status, and is always one of the contract's", () => {
    for (let status = 400; status < 600; status++)
      expect(API_ERROR_CODES, String(status)).toContain(codeOfStatus(status));
  });
});
