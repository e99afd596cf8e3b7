import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { fakeApi, json } from "@/testing/fake-api";
import { brokerAnalyticsQueryOptions, getBrokerAnalytics } from "./get-broker-analytics";

afterEach(() => vi.unstubAllGlobals());

describe("broker analytics query", () => {
  it("fails with 'Failed to fetch broker analytics' on a non-OK answer", async () => {
    fakeApi({ "GET /api/analytics/broker": () => json({ message: "Forbidden", code: "forbidden" }, 403) });
    await expect(getBrokerAnalytics()).rejects.toThrow(/^Failed to fetch broker analytics$/);
  });

  it("still ends the session on a 401 (the app's sign-in flow), whatever its own message", async () => {
    fakeApi({ "GET /api/analytics/broker": () => json({ message: "Unauthorized", code: "not_signed_in" }, 401) });
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await expect(client.fetchQuery(brokerAnalyticsQueryOptions())).rejects.toThrow(
      /^Failed to fetch broker analytics$/,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("is always stale, so the Analytics section refetches whenever it opens", () => {
    expect(brokerAnalyticsQueryOptions().staleTime).toBe(0);
  });
});
