/** @file Test helper: the provider's official server SDK pointed at the simulator, optionally altering its answers. */
import { env, SELF } from "cloudflare:test";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { ORIGIN } from "../../calls/testing/demo-calls";

export const SIMULATOR_BASE = `${ORIGIN}/api/dev/simulator/elevenlabs`;

type Json = Record<string, unknown>;

/**
 * The SDK on the simulator's REST API, with its own response validation on. `alter` may change a JSON answer
 * before the SDK reads it (a field the simulator drops, say); no retries, so a refusal shows at once.
 */
export function officialSdk(alter?: (body: Json, path: string) => Json): ElevenLabsClient {
  const fetchThrough = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await SELF.fetch(new Request(input, init));
    if (!alter || !response.headers.get("content-type")?.includes("application/json")) return response;
    const altered = alter((await response.json()) as Json, new URL(response.url || String(input)).pathname);
    return Response.json(altered, { status: response.status });
  };
  return new ElevenLabsClient({
    apiKey: env.ELEVENLABS_API_KEY,
    baseUrl: SIMULATOR_BASE,
    fetch: fetchThrough as typeof fetch,
    maxRetries: 0,
  });
}

/** A copy of `body` without the field at `path` ("metadata.phone_call.call_sid", "transcript.0.role"). */
export function withoutField(body: Json, path: string): Json {
  const copy = structuredClone(body);
  const keys = path.split(".");
  let node: Json = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Json;
  delete node[keys.at(-1)!];
  return copy;
}
