import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, gatewayPage, json } from "@/testing/fake-api";
import { endUndialledCall, GIVE_BACK_ATTEMPTS } from "./end-demo-conversation";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const END = "POST /api/demo/conversation/c-1/end";
const ABANDONED = {
  processingStatus: "failed",
  isReady: false,
  jobId: null,
  error: "No call came in",
  callStatus: "abandoned",
} as const;

describe("giving back a line nobody dialled", () => {
  it("asks again when the request got no answer from us (a proxy's error page), and gets the line given back", async () => {
    vi.useFakeTimers();
    let asked = 0;
    const { calls } = fakeApi({
      [END]: () => (++asked === 1 ? gatewayPage(502, "<html>Bad gateway</html>") : json(ABANDONED)),
    });
    const ended = endUndialledCall("c-1");
    await vi.runAllTimersAsync();
    await expect(ended).resolves.toMatchObject({ callStatus: "abandoned" });
    expect(calls).toEqual([END, END]);
  });

  it("stops after its attempts when the server keeps failing, and at once on a refusal", async () => {
    vi.useFakeTimers();
    const failing = fakeApi({ [END]: () => gatewayPage(503, "<html>Unavailable</html>") });
    const gaveUp = endUndialledCall("c-1").catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await gaveUp).toBeInstanceOf(Error);
    expect(failing.calls).toHaveLength(GIVE_BACK_ATTEMPTS);

    const refused = fakeApi({ [END]: () => json({ message: "Conversation not found", code: "not_found" }, 404) });
    await expect(endUndialledCall("c-1")).rejects.toThrow();
    expect(refused.calls).toEqual([END]);
  });
});
