import { describe, expect, it } from "vitest";
import { uncaughtErrors } from "./stack-log";

const ESC = "\x1b";
/** Lines as wrangler wrote them during an outage drill, colours included. */
const thrown = `${ESC}[31m✘ ${ESC}[41;31m[${ESC}[41;97mERROR${ESC}[41;31m]${ESC}[0m ${ESC}[1mUncaught TypeError: Can't call WebSocket send() after close(). Error${ESC}[0m`;
const unheard = `${ESC}[31m✘ ${ESC}[41;31m[${ESC}[41;97mERROR${ESC}[41;31m]${ESC}[0m ${ESC}[1mUncaught Error: Connection terminated unexpectedly${ESC}[0m`;
const warning = `${ESC}[33m▲ ${ESC}[43;33m[${ESC}[43;30mWARNING${ESC}[43;33m]${ESC}[0m ${ESC}[1m{"level":"warn","event":"database-unavailable","error":"database query failed: Uncaught Error: Network connection lost."}${ESC}[0m`;

describe("uncaughtErrors", () => {
  it("finds wrangler's reports of exceptions that escaped the Worker, without their colours", () => {
    const log = [
      "<-- POST /api/demo/conversation/start",
      thrown,
      "",
      "      at null.<anonymous> (file:///x/index.mjs:422:89)",
      unheard,
    ].join("\n");
    expect(uncaughtErrors(log)).toEqual([
      "✘ [ERROR] Uncaught TypeError: Can't call WebSocket send() after close(). Error",
      "✘ [ERROR] Uncaught Error: Connection terminated unexpectedly",
    ]);
  });

  it("ignores the Worker's own log lines, even when an error's text says 'Uncaught'", () => {
    expect(
      uncaughtErrors(
        [warning, "--> GET /api/health 503 12ms", "[wrangler:info] Ready on http://127.0.0.1:8799"].join("\n"),
      ),
    ).toEqual([]);
  });
});
