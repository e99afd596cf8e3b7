/**
 * The agent's practice call in the browser through the production voice path, offline: @elevenlabs/client (pinned,
 * with its self-hosted worklets under the production CSP) on the signed URL the server made, which on the local
 * stack is the simulator's conversation WebSocket. Chromium's fake microphone feeds the client; the simulator hears
 * no speech, so the page hands it the trainee's words as the microphone would (never as typed `user_message`s, which
 * would make the call no valid practice call), and the call ends in the one pipeline.
 */
import { expect, test, type Page } from "@playwright/test";
import { overallScore, successRate } from "../domain/analytics";
import type { AgentAnalytics } from "../domain/practice-sessions";
import { PROVIDER_SDKS } from "../worker/simulator/provider-sdks";
import { watchViolations } from "./testing/csp";
import { FAKE_MICROPHONE_LAUNCH } from "./testing/fake-microphone";
import { api, endAndAwaitScore, LINES, setUpCall, signInAsAgent, talk } from "./testing/practice-call";

test.use(FAKE_MICROPHONE_LAUNCH);

interface SocketLog {
  url: string;
  sent: Array<Record<string, unknown>>;
  received: Array<Record<string, unknown>>;
}

/** Every WebSocket the page opens, with the JSON frames each way. */
function watchSockets(page: Page): SocketLog[] {
  const sockets: SocketLog[] = [];
  page.on("websocket", (socket) => {
    const log: SocketLog = { url: socket.url(), sent: [], received: [] };
    sockets.push(log);
    socket.on("framesent", (frame) => log.sent.push(JSON.parse(String(frame.payload)) as Record<string, unknown>));
    socket.on("framereceived", (frame) =>
      log.received.push(JSON.parse(String(frame.payload)) as Record<string, unknown>),
    );
  });
  return sockets;
}

test("an agent's browser practice call: @elevenlabs/client on the simulator's WebSocket, a fake microphone, scored and listed, no CSP violation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  const sockets = watchSockets(page);
  const policies: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document" && response.frame() === page.mainFrame())
      policies.push(response.headers()["content-security-policy"] ?? "none");
  });
  await signInAsAgent(page);
  const before = await api<AgentAnalytics>(page, "/api/analytics/agent?period=weekly");

  const scenarioTitle = await setUpCall(page, "In the browser (microphone)");
  await expect(page.getByRole("heading", { name: "Call in progress" })).toBeVisible();
  await talk(page);
  await expect(page.getByRole("timer")).toBeVisible();
  await page.getByRole("button", { name: "Mute" }).click();
  await expect(page.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");

  // One WebSocket, to the simulator on our own origin, opened by the pinned client and spoken in the provider's protocol.
  expect(sockets).toHaveLength(1);
  const [socket] = sockets as [SocketLog];
  const url = new URL(socket.url);
  expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(
    `${new URL(baseURL!).origin.replace(/^http/, "ws")}/api/dev/simulator/elevenlabs/v1/convai/conversation`,
  );
  expect(Object.fromEntries(["source", "version"].map((name) => [name, url.searchParams.get(name)]))).toEqual({
    source: "js_sdk",
    version: PROVIDER_SDKS["@elevenlabs/client"],
  });
  expect(socket.sent[0]).toMatchObject({
    type: "conversation_initiation_client_data",
    conversation_config_override: { agent: { first_message: expect.any(String), language: "en" } },
  });
  expect(socket.received[0]).toMatchObject({ type: "conversation_initiation_metadata" });
  // The lines were spoken (the simulator's stand-in for the microphone), not typed into the client.
  expect(socket.sent.filter((frame) => frame.type === "user_message")).toEqual([]);
  expect(
    socket.received
      .filter((frame) => frame.type === "user_transcript")
      .map((frame) => (frame.user_transcription_event as { user_transcript: string }).user_transcript),
  ).toEqual(LINES);
  expect(socket.sent.some((frame) => frame.type === "pong")).toBe(true);
  expect(socket.sent.some((frame) => typeof frame.user_audio_chunk === "string")).toBe(true);
  expect(socket.received.some((frame) => frame.type === "audio")).toBe(true);

  const latest = await endAndAwaitScore(page, scenarioTitle);
  // The simulator's record of the session: the client answered its pings and streamed the fake microphone.
  const simulated = await api<{
    status: string;
    socket: { source: string; version: string; pongs: number; userAudioChunks: number };
  }>(page, `/api/dev/simulator/calls/${url.searchParams.get("conversation_id")}`);
  expect(simulated.status).toBe("done");
  expect(simulated.socket).toMatchObject({ source: "js_sdk", version: PROVIDER_SDKS["@elevenlabs/client"] });
  expect(simulated.socket.pongs).toBeGreaterThan(0);
  expect(simulated.socket.userAudioChunks).toBeGreaterThan(0);

  await page.getByRole("tab", { name: "Session History" }).click();
  const history = page.getByRole("list", { name: "Practice sessions" }).getByRole("listitem");
  await expect(history.first()).toContainText(scenarioTitle);
  await expect(history.first()).toContainText(`${latest.score}/100`);
  expect(await history.count()).toBeLessThanOrEqual(10);

  const after = await api<AgentAnalytics>(page, "/api/analytics/agent?period=weekly");
  expect(after.totalSessions).toBe(before.totalSessions + 1);
  expect(after.sessions[0]).toMatchObject({ id: latest.id, score: latest.score });
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(page.getByLabel("Period")).toHaveValue("weekly");
  await expect(page.getByTestId("analytics-overall")).toHaveText(String(overallScore(after.averageScores)));
  await expect(page.getByTestId("analytics-success-rate")).toHaveText(
    `${successRate(after.completedSessions, after.totalSessions)}%`,
  );
  await expect(page.getByRole("list", { name: "Recent sessions" }).getByRole("listitem").first()).toContainText(
    `${latest.score}/100`,
  );

  // The page was served with the production policy, so "no violation" means the client ran under it.
  expect(policies.at(-1)).toMatch(/script-src 'self';.*connect-src 'self' wss:\/\/api\.elevenlabs\.io;/);
  expect(await violations()).toEqual([]);
});
