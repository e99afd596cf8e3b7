import { describe, expect, it, vi } from "vitest";
import { HttpError } from "./api";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("reports a 401 from a query or a mutation as the end of the session, without retrying it", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const unauthorized = vi.fn(async () => {
      throw new HttpError(401, '{"message":"Not signed in","code":"not_signed_in"}', "Unauthorized");
    });
    await expect(
      client.fetchQuery({ queryKey: ["x"], queryFn: unauthorized, retry: client.getDefaultOptions().queries?.retry }),
    ).rejects.toThrow();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    await expect(
      client.getMutationCache().build(client, { mutationFn: unauthorized }).execute(undefined),
    ).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("retries any other failure once (spec §7) and does not report it", async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    const failing = vi.fn(async () => {
      throw new HttpError(500, "", "Internal Server Error");
    });
    await expect(
      client.fetchQuery({
        queryKey: ["y"],
        queryFn: failing,
        retry: client.getDefaultOptions().queries?.retry,
        retryDelay: 0,
      }),
    ).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
