import { describe, expect, it } from "vitest";
import { hangUpCall } from "./twilio";

/** Twilio's "update a call" endpoint as a fake: records the request, answers like Twilio. */
function fakeTwilio(status: number) {
  const requests: Request[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const body = status === 200 ? { sid: "CA123", status: "completed" } : { code: 20404, message: "not found", status };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return { fetch, requests };
}

describe("hangUpCall", () => {
  it("posts Status=completed for the call SID with basic auth", async () => {
    const twilio = fakeTwilio(200);
    expect(await hangUpCall({ accountSid: "AC42", authToken: "tok", callSid: "CA123", fetch: twilio.fetch })).toBe(
      "hung-up",
    );
    const [request] = twilio.requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("https://api.twilio.com/2010-04-01/Accounts/AC42/Calls/CA123.json");
    expect(request!.headers.get("authorization")).toBe(`Basic ${btoa("AC42:tok")}`);
    expect(request!.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await request!.text()).toBe("Status=completed");
  });

  it("treats a call Twilio no longer has as already ended, and reports other failures", async () => {
    expect(
      await hangUpCall({ accountSid: "AC42", authToken: "tok", callSid: "CA1", fetch: fakeTwilio(404).fetch }),
    ).toBe("already-ended");
    expect(
      await hangUpCall({ accountSid: "AC42", authToken: "tok", callSid: "CA1", fetch: fakeTwilio(401).fetch }),
    ).toBe("failed");
  });

  it("gives up on a Twilio that does not answer within the deadline", async () => {
    const neverAnswers = () => new Promise<Response>(() => {});
    await expect(
      hangUpCall({ accountSid: "AC42", authToken: "tok", callSid: "CA1", fetch: neverAnswers, timeoutMs: 20 }),
    ).rejects.toMatchObject({
      name: "DeadlineExceededError",
    });
  });
});
