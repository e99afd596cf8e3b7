/**
 * @file Bench: a real call of the dev-login agent's, uploaded as a transcript through the API as the upload form
 * does. About five minutes of conversation: the committed fixture's call, said six times over.
 */
import { readFileSync } from "node:fs";
import { REAL_CALL_CONSENT_TEXT } from "../../domain/real-calls/real-call";
import { sameOriginHeaders, signIn } from "./app-requests";

const FIXTURE = readFileSync(new URL("../../worker/real-calls/fixtures/call.vtt", import.meta.url), "utf8");
const REPEATS = 6;
/** The fixture's call is 46 s long. */
const CALL_SECONDS = 46;

const timestamp = (seconds: number) => {
  const whole = Math.floor(seconds);
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(Math.round((seconds - whole) * 1000)).padStart(3, "0")}`;
};

/** The fixture's cues, shifted `repeat` calls later. */
function shiftedCues(repeat: number): string {
  const cues = FIXTURE.replace(/^WEBVTT\s*/, "").trim();
  return cues
    .replace(/(\d{2}):(\d{2}):(\d{2})\.(\d{3})/g, (_, h: string, m: string, s: string, ms: string) =>
      timestamp(Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000 + repeat * CALL_SECONDS),
    )
    .replace(/^(\d+)$/gm, (cue) => String(Number(cue) + repeat * 100));
}

export const LONG_REAL_CALL_VTT = `WEBVTT\n\n${Array.from({ length: REPEATS }, (_, repeat) => shiftedCues(repeat)).join("\n\n")}\n`;

const SCORED_WITHIN_MS = 60_000;

/** Uploads the long real call as the dev-login agent; answers its review's path once the review is ready. */
export async function uploadedRealCall(baseUrl: string): Promise<string> {
  const session = await signIn(baseUrl, "agent");
  const form = new FormData();
  form.set("file", new File([LONG_REAL_CALL_VTT], "bench-real-call.vtt", { type: "text/vtt" }));
  form.set("consent", REAL_CALL_CONSENT_TEXT);
  form.set("repSpeaker", "Dana Reyes");
  const { "content-type": _json, ...headers } = sameOriginHeaders(baseUrl);
  const response = await fetch(`${baseUrl}/api/real-calls`, {
    method: "POST",
    headers: { ...headers, cookie: session.header },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`the bench's real call was not taken: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  // Measured as the agent meets it once scored (its review answers 409 while the analysis runs), and not while the
  // server is still busy analysing it.
  const deadline = Date.now() + SCORED_WITHIN_MS;
  while (Date.now() < deadline) {
    const review = await fetch(`${baseUrl}/api/call-reviews/${id}`, { headers: { cookie: session.header } });
    await review.body?.cancel();
    if (review.status === 200) return `/review?session=${id}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the bench's real call ${id} was not scored within ${SCORED_WITHIN_MS / 1000} s`);
}
