import { describe, expect, it } from "vitest";
import { judgeResends } from "./proxy-resends";

describe("judgeResends", () => {
  const log = ["<-- POST /api/demo/conversation/start", "--> POST /api/demo/conversation/start 201 40ms"].join("\n");

  it("accepts a resend when the Worker logged one request per answered send", () => {
    const sends = new Map([["POST /api/demo/conversation/start", { answered: 1, dropped: 1 }]]);
    expect(judgeResends(sends, log)).toEqual({
      note: "1 send dropped by wrangler's dev proxy before the Worker got them, sent again",
      failures: [],
    });
  });

  it("fails when the dropped request had reached the Worker too", () => {
    const sends = new Map([["POST /api/demo/conversation/start", { answered: 1, dropped: 1 }]]);
    expect(judgeResends(sends, `${log}\n${log}`).failures).toHaveLength(1);
  });

  it("has nothing to say when nothing was dropped", () => {
    expect(judgeResends(new Map([["POST /x", { answered: 3, dropped: 0 }]]), "")).toEqual({ note: null, failures: [] });
  });
});
