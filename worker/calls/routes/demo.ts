import { and, asc, eq, isNull } from "drizzle-orm";
import { sessionUserColumn } from "../../auth/session-store";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { startConversationInput, type DemoScenarioListItem } from "../../../domain/demo";
import { TRAINING_VERTICALS } from "../../../domain/enums";
import { demoScenarios } from "../../../lib/db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { limiterName, rateLimit, requestClientKey } from "../../http/middleware/rate-limit";
import {
  CODE_SENT_MESSAGE,
  PROVE_CALLER_NUMBER_FIRST_MESSAGE,
  checkCodeInput,
  sendCodeInput,
} from "../../../domain/phone-verification";
import { grantCallerNumber, provenCallerNumber } from "../caller-proof";
import { checkProofCode, sendProofCode } from "../phone-proof";
import { isUuid } from "../../../domain/ids";
import { closeCallerClaim } from "../caller-claims";
import { demoCallOf, grantDemoCall } from "../demo-capability";
import { startConversation } from "../start-conversation";

const scenarioQuery = z.object({ vertical: z.string().max(40).optional() });
const USER_AGENT_MAX = 512;

/**
 * A visitor starts a demo or two, perhaps a retry; a script starting calls in a loop would fill the
 * practice lines and the call log. Every attempt counts, valid or not. If the limiter is down, starts are
 * refused: each start holds a real phone line and costs voice minutes, and the same Durable Objects lease the
 * lines, so a start would rarely succeed anyway.
 */
export const DEMO_START_RATE_LIMIT = {
  scope: "demo-start",
  limit: 6,
  windowMs: 60_000,
  whenLimiterUnavailable: "refuse",
} as const;
/** One practice line per client at a time (same client as the start limit; lifted with it for load tests). */
export const DEMO_LINE_HOLD = { scope: "demo-line" } as const;
/** A client's leased lines nobody dialled (same client; lifted with the limits for load tests). */
export const DEMO_UNDIALLED = { scope: "demo-undialled" } as const;

/**
 * The conversation this browser started: the path's id must be the one its capability cookie names. Anything
 * else is "not found", exactly like a conversation that does not exist.
 */
export async function ownConversation(c: Context<AppEnv>) {
  const id = c.req.param("conversationId") ?? "";
  if (!isUuid(id) || (await demoCallOf(c)) !== id) throw new ApiError(404, "Conversation not found");
  return c.env.CONVERSATIONS.getByName(id);
}

/** The public demo (spec §7): scenarios, then a conversation on a practice line and its analysis. */
export const demoRoutes = new Hono<AppEnv>()
  .get("/scenarios", validate("query", scenarioQuery), async (c) => {
    const { vertical } = c.req.valid("query");
    // Spec §1: any vertical other than the three trained ones is multi-vertical, so it lists them all.
    const trained = TRAINING_VERTICALS.find((v) => v === vertical);
    const rows: DemoScenarioListItem[] = await c.var.db
      .select({
        id: demoScenarios.id,
        name: demoScenarios.name,
        difficulty: demoScenarios.difficulty,
        promptText: demoScenarios.promptText,
      })
      .from(demoScenarios)
      // PracticeLine's scenarios only: a team's own scenarios are never public.
      .where(and(isNull(demoScenarios.brokerId), trained ? eq(demoScenarios.vertical, trained) : undefined))
      .orderBy(asc(demoScenarios.vertical), asc(demoScenarios.difficulty), asc(demoScenarios.name));
    return c.json(rows, 200, { "Cache-Control": "public, max-age=300" });
  })
  /** The number this browser proved (a demo start may route by it), or null. */
  .get("/caller-number", async (c) =>
    c.json({ phoneNumber: await provenCallerNumber(c) }, 200, { "Cache-Control": "no-store" }),
  )
  /** Texts a one-time code to the number the visitor will call from. */
  .post("/caller-number/code", validate("json", sendCodeInput), async (c) => {
    const { phoneNumber } = c.req.valid("json");
    await sendProofCode(c, `demo:${requestClientKey(c)}`, phoneNumber);
    return c.json({ message: CODE_SENT_MESSAGE, phoneNumber }, 202);
  })
  /** The code was right: this browser may route its demos by the number (an HttpOnly cookie says so). */
  .post("/caller-number", validate("json", checkCodeInput), async (c) => {
    const { phoneNumber, code } = c.req.valid("json");
    await checkProofCode(c, `demo:${requestClientKey(c)}`, phoneNumber, code);
    await grantCallerNumber(c, phoneNumber);
    return c.json({ phoneNumber }, 200);
  })
  .post(
    "/conversation/start",
    rateLimit(DEMO_START_RATE_LIMIT),
    validate("json", startConversationInput),
    async (c) => {
      const request = c.req.valid("json");
      // Only a number this browser proved routes a call: nobody can have someone else's calls reach their demo.
      if (request.callerNumber && (await provenCallerNumber(c)) !== request.callerNumber) {
        throw new ApiError(400, PROVE_CALLER_NUMBER_FIRST_MESSAGE, {
          issues: [{ path: "callerNumber", message: PROVE_CALLER_NUMBER_FIRST_MESSAGE }],
        });
      }
      // The browser's previous demo, still holding its line (a reload, a second tab), ends first: it was theirs.
      const previous = await demoCallOf(c);
      if (previous) {
        await c.env.CONVERSATIONS.getByName(previous).end("trainee");
        await closeCallerClaim(c.var.db, previous);
      }
      const started = await startConversation({
        env: c.env,
        db: c.var.db,
        request,
        client: {
          ipAddress: c.req.header("cf-connecting-ip") ?? null,
          userAgent: c.req.header("user-agent")?.slice(0, USER_AGENT_MAX) ?? null,
        },
        holdKey: limiterName(c, DEMO_LINE_HOLD),
        // A demo made while signed in is that user's: deleting their data deletes it too (no extra round trip).
        userId: c.var.sessionId ? sessionUserColumn(c.var.sessionId, new Date(), null, "id") : null,
        undialledKey: limiterName(c, DEMO_UNDIALLED),
      });
      await grantDemoCall(c, started.conversationId, started.limitSeconds);
      return c.json(started, 201);
    },
  )
  .post("/conversation/:conversationId/end", async (c) => {
    const stub = await ownConversation(c);
    if (!(await stub.end("trainee"))) throw new ApiError(404, "Conversation not found");
    const status = await stub.processingStatus();
    if (!status) throw new ApiError(404, "Conversation not found");
    return c.json(status, 200);
  })
  .get("/conversation/:conversationId/processing-status", async (c) => {
    const status = await (await ownConversation(c)).processingStatus();
    if (!status) throw new ApiError(404, "Conversation not found");
    return c.json(status, 200, { "Cache-Control": "no-store" });
  });
