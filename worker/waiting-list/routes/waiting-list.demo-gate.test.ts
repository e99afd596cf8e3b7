import { env, SELF } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../lib/db/client";
import { waitingList } from "../../../lib/db/schema";

const URL = "http://localhost:8787/api/waiting-list";
const DOMAIN = `gate-${crypto.randomUUID().slice(0, 8)}.example.test`;

const { db, close } = openDatabase(env);
afterAll(() => close());

let requests = 0;
let emails = 0;
const email = (tag: string) => `${tag}-${++emails}@${DOMAIN}`;
const validBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Dana Whitfield",
  email: email("person"),
  businessName: "Whitfield Realty",
  ...overrides,
});

/** Each request from its own client address, so the per-client limit stays out of these tests. */
function signUp(body: unknown) {
  requests += 1;
  return SELF.fetch(URL, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": `198.19.${Math.floor(requests / 250)}.${(requests % 250) + 1}`,
    },
    body: JSON.stringify(body),
  });
}

const storedRow = (address: string) =>
  db
    .select()
    .from(waitingList)
    .where(sql`lower(${waitingList.email}) = lower(${address})`);

/** A refused request answers JSON with a message and leaves this file's rows as they were. */
async function expectRefused(request: () => Promise<Response>, status: number) {
  const count = async () =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(waitingList)
        .where(sql`lower(${waitingList.email}) like ${`%@${DOMAIN}`}`)
    )[0]!.n;
  const before = await count();
  const response = await request();
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; issues?: { path: string; message: string }[] };
  expect(typeof body.message).toBe("string");
  expect(await count()).toBe(before);
  return body;
}

describe("POST /api/waiting-list: the demo's email gate, then the real sign-up", () => {
  const gateBody = (address: string) => ({
    fullName: "Demo User",
    email: address,
    businessName: "Demo Access",
    additionalNotes: "Demo access: FSBO Homeowner",
    vertical: "saas",
    source: "demo_email_gate",
  });

  it("records the gate's entry as such, and a real sign-up with that email completes it (200), saying so", async () => {
    const address = email("gate");
    const gate = await signUp(gateBody(address));
    expect(gate.status).toBe(201);
    expect(await gate.json()).toMatchObject({ completedDemoEntry: false });
    const [before] = await storedRow(address);
    expect(before).toMatchObject({ source: "demo_email_gate", fullName: "Demo User" });

    const response = await signUp({
      fullName: "Gary Whitfield",
      email: address.toUpperCase(),
      businessName: "Whitfield Realty",
      phone: "(480) 555-0199",
      notes: "Team of 4",
      vertical: "real_estate",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: before!.id, completedDemoEntry: true, vertical: "real_estate" });
    const rows = await storedRow(address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: before!.id,
      email: address,
      fullName: "Gary Whitfield",
      businessName: "Whitfield Realty",
      phoneNumber: "+14805550199",
      additionalNotes: "Team of 4",
      vertical: "real_estate",
      source: "sign_up",
      createdAt: before!.createdAt,
    });
  });

  it("keeps the gate's note when the real sign-up has none", async () => {
    const address = email("gate-note");
    expect((await signUp(gateBody(address))).status).toBe(201);
    expect((await signUp(validBody({ email: address }))).status).toBe(200);
    expect((await storedRow(address))[0]).toMatchObject({
      fullName: "Dana Whitfield",
      additionalNotes: "Demo access: FSBO Homeowner",
      phoneNumber: null,
    });
  });

  it("refuses a second real sign-up with 409 and keeps the first", async () => {
    const address = email("gate-twice");
    expect((await signUp(gateBody(address))).status).toBe(201);
    expect((await signUp(validBody({ email: address }))).status).toBe(200);
    const body = await expectRefused(() => signUp(validBody({ email: address, fullName: "Someone Else" })), 409);
    expect(body.message).toContain("already registered");
    expect((await storedRow(address))[0]!.fullName).toBe("Dana Whitfield");
  });

  it("lets only one of two simultaneous real sign-ups complete the gate's entry", async () => {
    const address = email("gate-race");
    expect((await signUp(gateBody(address))).status).toBe(201);
    const statuses = await Promise.all(
      ["First Person", "Second Person"].map((fullName) =>
        signUp(validBody({ email: address, fullName })).then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await storedRow(address)).toHaveLength(1);
  });

  it("answers the gate 409 for any email already on the list, and changes nothing", async () => {
    const signedUp = email("real-first");
    expect((await signUp(validBody({ email: signedUp }))).status).toBe(201);
    await expectRefused(() => signUp(gateBody(signedUp)), 409);
    expect((await storedRow(signedUp))[0]).toMatchObject({ fullName: "Dana Whitfield", source: "sign_up" });

    const gated = email("gate-again");
    expect((await signUp(gateBody(gated))).status).toBe(201);
    await expectRefused(() => signUp({ ...gateBody(gated), fullName: "Demo User 2" }), 409);
    expect((await storedRow(gated))[0]).toMatchObject({ source: "demo_email_gate", fullName: "Demo User" });
  });

  it("refuses an unknown source with 400", async () => {
    const error = await expectRefused(() => signUp(validBody({ source: "import" })), 400);
    expect(error.issues?.map((issue) => issue.path)).toEqual(["source"]);
  });
});
