import { Hono } from "hono";
import { AI_PERSONALITIES } from "../../domain/training-options";
import { agentScenariosRead } from "../db/queries/agent-scenarios";
import { listDialableLines } from "../db/queries/practice-sessions";
import { read } from "../db/read";
import type { AppEnv } from "../lib/context";
import { readAsSignedIn, signedInRead } from "../middleware/signed-in-read";

/** What an agent chooses from before a practice call: scenarios, training lines and AI personalities. */
export const agentRoutes = new Hono<AppEnv>()
  .get("/scenarios", signedInRead("agent"), async (c) => c.json((await readAsSignedIn(c, () => agentScenariosRead(c.var.db))).data, 200))
  .get("/training-options", signedInRead("agent"), async (c) => {
    const { data: phoneNumbers } = await readAsSignedIn(c, (me) => read(listDialableLines(c.var.db, me.brokerId), (rows) => rows));
    return c.json({ phoneNumbers, aiAgents: AI_PERSONALITIES.map(({ id, name, voiceId, description }) => ({ id, name, voiceId, description })) }, 200);
  });
