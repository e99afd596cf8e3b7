import { Hono } from "hono";
import { CODE_SENT_MESSAGE, checkCodeInput, sendCodeInput } from "../../../domain/phone-verification";
import { forgetVerifiedNumber, saveVerifiedNumber, verifiedNumberRead } from "../queries/verified-numbers";
import type { AppEnv } from "../../http/context";
import { validate } from "../../http/validate";
import { signedInCaller } from "../../http/middleware/auth";
import { readAsSignedIn } from "../../http/middleware/signed-in-read";
import { checkProofCode, sendProofCode } from "../phone-proof";

/**
 * `/api/agent/phone-number`: the number the agent's phone practice calls come from, proved once by a code texted
 * to it (Twilio Verify). A phone practice call is routed by it: only a call from it reaches the agent's session.
 */
export const agentPhoneNumberRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json((await readAsSignedIn(c, (me) => verifiedNumberRead(c.var.db, me.id))).data, 200))
  .post("/code", validate("json", sendCodeInput), async (c) => {
    const { phoneNumber } = c.req.valid("json");
    await sendProofCode(c, `agent:${signedInCaller(c).id}`, phoneNumber);
    return c.json({ message: CODE_SENT_MESSAGE, phoneNumber }, 202);
  })
  .post("/", validate("json", checkCodeInput), async (c) => {
    const { phoneNumber, code } = c.req.valid("json");
    await checkProofCode(c, `agent:${signedInCaller(c).id}`, phoneNumber, code);
    return c.json(await saveVerifiedNumber(c.var.db, signedInCaller(c).id, phoneNumber), 200);
  })
  .delete("/", async (c) => {
    await forgetVerifiedNumber(c.var.db, signedInCaller(c).id);
    return c.body(null, 204);
  });
