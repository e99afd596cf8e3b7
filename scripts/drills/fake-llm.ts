/**
 * @file An OpenAI-compatible chat completions endpoint for the drills (`OPENAI_BASE_URL`). It answers as the
 * judge, with a verdict that quotes the rep verbatim, or hangs until the caller gives up, or fails, as the
 * drill chooses.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type LlmMode = "answer" | "hang" | "error";

export interface FakeLlm {
  /** For OPENAI_BASE_URL. */
  baseUrl: string;
  mode: LlmMode;
  readonly stats: { requests: number; answered: number; abandoned: number };
  close(): Promise<void>;
}

/** The first few words the rep said, as the transcript the Worker sent formats them ("[0:03] Rep: …"). */
function repQuote(transcript: string): string | null {
  const line = transcript.split("\n").find((text) => /^\[\d+:\d\d\] Rep: /.test(text));
  return line
    ? line
        .replace(/^\[\d+:\d\d\] Rep: /, "")
        .split(" ")
        .slice(0, 8)
        .join(" ")
    : null;
}

async function readJson(request: IncomingMessage): Promise<{ messages?: Array<{ role: string; content: string }> }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export function startFakeLlm(): Promise<FakeLlm> {
  const stats = { requests: 0, answered: 0, abandoned: 0 };
  const llm = { mode: "answer" as LlmMode, stats };
  const server = createServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response
        .writeHead(404, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    stats.requests += 1;
    const body = await readJson(request);
    if (llm.mode === "hang") {
      // Never answers; the Worker's deadline ends the wait by closing the connection.
      response.on("close", () => (stats.abandoned += 1));
      return;
    }
    if (llm.mode === "error") {
      response
        .writeHead(500, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "The server had an error" } }));
      return;
    }
    const quote = repQuote(body.messages?.find((message) => message.role === "user")?.content ?? "");
    const criteria = quote
      ? [{ criterion: "opening", verdict: "shown", quote, note: "Named themselves and the reason for the call." }]
      : [];
    stats.answered += 1;
    response.writeHead(200, { "content-type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-drill",
        object: "chat.completion",
        choices: [
          { index: 0, message: { role: "assistant", content: JSON.stringify({ criteria }) }, finish_reason: "stop" },
        ],
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve(
        Object.assign(llm, {
          baseUrl: `http://127.0.0.1:${port}/v1`,
          close: () =>
            new Promise<void>((done) => {
              server.closeAllConnections();
              server.close(() => done());
            }),
        }),
      );
    });
  });
}
