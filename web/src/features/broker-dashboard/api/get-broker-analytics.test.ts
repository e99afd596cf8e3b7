import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../testing";
import { brokerAnalyticsQueryOptions, getBrokerAnalytics } from "./get-broker-analytics";

afterEach(() => vi.unstubAllGlobals());

describe("broker analytics query", () => {
  it("fails with 'Failed to fetch broker analytics' on a non-OK answer", async () => {
    fakeApi({ "GET /api/analytics/broker": () => json({ message: "Forbidden" }, 403) });
    await expect(getBrokerAnalytics()).rejects.toThrow(/^Failed to fetch broker analytics$/);
  });

  it("is always stale, so the Analytics section refetches whenever it opens", () => {
    expect(brokerAnalyticsQueryOptions().staleTime).toBe(0);
  });
});
