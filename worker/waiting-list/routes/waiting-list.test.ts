import { env, SELF } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { WAITING_LIST_MAX_LENGTH } from "../../../domain/waiting-list";
import { openDatabase } from "../../../lib/db/client";
import { waitingList } from "../../../lib/db/schema";
import { INVALID_PHONE_NUMBER_MESSAGE } from "../../../domain/phone";

const URL = "http://localhost:8787/api/waiting-list";
/** Every address this file signs up is under its own domain, so row counts see only this file's rows. */
const DOMAIN = `wl-${crypto.randomUUID().slice(0, 8)}.example.test`;

const { db, close } = openDatabase(env);
afterAll(() => close());

let emails = 0;
function email(tag = "person"): string {
  emails += 1;
  return `${tag}-${emails}@${DOMAIN}`;
}

function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { fullName: "Dana Whitfield", email: email(), businessName: "Whitfield Realty", ...overrides };
}

// The per-client limit is lifted in the Worker tests; worker/http/middleware/rate-limit.test.ts covers it.
function signUp(body: unknown, options: { headers?: Record<string, string>; raw?: string } = {}) {
  return SELF.fetch(URL, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  });
}

async function rowCount(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitingList)
    .where(sql`lower(${waitingList.email}) like ${`%@${DOMAIN}`}`);
  return row!.n;
}

async function storedRow(address: string) {
  const rows = await db
    .select()
    .from(waitingList)
    .where(sql`lower(${waitingList.email}) = lower(${address})`);
  return rows;
}

/** Runs a request that must be refused and proves the waiting list did not change. */
async function expectRefused(request: () => Promise<Response>, status: number) {
  const before = await rowCount();
  const response = await request();
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = (await response.json()) as { message: string; issues?: { path: string; message: string }[] };
  expect(typeof body.message).toBe("string");
  expect(await rowCount()).toBe(before);
  return body;
}

describe("POST /api/waiting-list: sign-ups", () => {
  it("stores a sign-up and answers 201 with its generated id", async () => {
    const address = email("dana");
    const response = await signUp({
      fullName: "Dana Whitfield",
      email: address,
      businessName: "Whitfield Realty",
      phoneNumber: "(512) 555-0147",
      additionalNotes: "Team of 12 agents",
      vertical: "insurance",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; email: string; vertical: string; createdAt: string };
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(body).toMatchObject({ email: address, vertical: "insurance" });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    const [row] = await storedRow(address);
    expect(row).toMatchObject({
      id: body.id,
      fullName: "Dana Whitfield",
      email: address,
      businessName: "Whitfield Realty",
      phoneNumber: "+15125550147",
      additionalNotes: "Team of 12 agents",
      vertical: "insurance",
    });
  });

  it("gives every sign-up its own 21-character id", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () => ((await (await signUp(validBody())).json()) as { id: string }).id),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toHaveLength(21);
  });

  it("trims every text field and stores blank optional fields as empty", async () => {
    const address = email("trim");
    const response = await signUp({
      fullName: "  Lee Park ",
      email: `  ${address}  `,
      businessName: " Park & Co ",
      phoneNumber: "   ",
      additionalNotes: "",
    });
    expect(response.status).toBe(201);
    const [row] = await storedRow(address);
    expect(row).toMatchObject({
      fullName: "Lee Park",
      email: address,
      businessName: "Park & Co",
      phoneNumber: null,
      additionalNotes: null,
    });
  });

  it("accepts the client-form names phone and notes", async () => {
    const address = email("alias");
    expect((await signUp(validBody({ email: address, phone: "512.555.0100", notes: "From the demo" }))).status).toBe(
      201,
    );
    const [row] = await storedRow(address);
    expect(row).toMatchObject({ phoneNumber: "+15125550100", additionalNotes: "From the demo" });
  });

  it("prefers phoneNumber and additionalNotes when both names are sent", async () => {
    const address = email("both");
    const body = validBody({
      email: address,
      phoneNumber: "+44 20 7946 0958",
      phone: "(512) 555-0122",
      additionalNotes: "kept",
      notes: "dropped",
    });
    expect((await signUp(body)).status).toBe(201);
    const [row] = await storedRow(address);
    expect(row).toMatchObject({ phoneNumber: "+442079460958", additionalNotes: "kept" });
  });

  it("refuses a phone that is not a phone number under either name, and stores nothing", async () => {
    for (const [name, value] of [
      ["phoneNumber", "555-0100"],
      ["phone", "call me after 5"],
      ["phoneNumber", "111"],
    ] as const) {
      const error = await expectRefused(() => signUp(validBody({ [name]: value })), 400);
      expect(error.issues).toEqual([{ path: name, message: INVALID_PHONE_NUMBER_MESSAGE }]);
    }
  });

  it("defaults the vertical to real_estate", async () => {
    const address = email("default");
    const response = await signUp(validBody({ email: address }));
    expect(await response.json()).toMatchObject({ vertical: "real_estate" });
    expect((await storedRow(address))[0]!.vertical).toBe("real_estate");
    const nullVertical = email("null-vertical");
    await signUp(validBody({ email: nullVertical, vertical: null }));
    expect((await storedRow(nullVertical))[0]!.vertical).toBe("real_estate");
  });

  it("stores each of the four verticals as given", async () => {
    for (const vertical of ["real_estate", "insurance", "saas", "homepage"]) {
      const address = email(vertical);
      expect((await signUp(validBody({ email: address, vertical }))).status).toBe(201);
      expect((await storedRow(address))[0]!.vertical).toBe(vertical);
    }
  });

  it("treats any other vertical as multi-vertical (homepage)", async () => {
    for (const vertical of ["mortgages", "SaaS", "real-estate"]) {
      const address = email("other");
      const response = await signUp(validBody({ email: address, vertical }));
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ vertical: "homepage" });
    }
  });

  it("ignores unknown fields, including attempts to choose the id or the sign-up time", async () => {
    const address = email("extra");
    const response = await signUp(
      validBody({
        email: address,
        id: "chosen-by-the-client!",
        createdAt: "2000-01-01T00:00:00Z",
        role: "broker",
        score: 99,
      }),
    );
    expect(response.status).toBe(201);
    const [row] = await storedRow(address);
    expect(row!.id).not.toBe("chosen-by-the-client!");
    expect(row!.id).toHaveLength(21);
    expect(row!.createdAt.getUTCFullYear()).toBeGreaterThan(2000);
  });
});

describe("POST /api/waiting-list: duplicates", () => {
  it("answers 409 'already registered' for an email already on the list, in any case and spacing", async () => {
    const address = email("twice");
    expect((await signUp(validBody({ email: address }))).status).toBe(201);
    for (const again of [address, address.toUpperCase(), `  ${address.replace("twice", "TWICE")} `]) {
      const body = await expectRefused(() => signUp(validBody({ email: again, fullName: "Someone Else" })), 409);
      expect(body).toEqual({
        message: "This email is already registered on the waiting list.",
        code: "duplicate_email",
      });
      expect(body.message).toContain("already registered");
    }
    const rows = await storedRow(address);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe("Dana Whitfield");
  });
});

describe("POST /api/waiting-list: invalid input changes nothing", () => {
  const required = [
    { field: "fullName", label: "Full name", max: WAITING_LIST_MAX_LENGTH.fullName },
    { field: "email", label: "Email", max: WAITING_LIST_MAX_LENGTH.email },
    { field: "businessName", label: "Business name", max: WAITING_LIST_MAX_LENGTH.businessName },
  ] as const;

  for (const { field, label, max } of required) {
    it(`refuses a missing ${field} with a message for that field`, async () => {
      const body = validBody();
      delete body[field];
      const error = await expectRefused(() => signUp(body), 400);
      expect(error.issues).toEqual([{ path: field, message: `${label} is required` }]);
    });

    it(`refuses an empty or blank ${field}`, async () => {
      for (const value of ["", "   "]) {
        const error = await expectRefused(() => signUp(validBody({ [field]: value })), 400);
        expect(error.issues).toEqual([{ path: field, message: `${label} is required` }]);
      }
    });

    it(`refuses a ${field} longer than ${max} characters`, async () => {
      const tooLong = field === "email" ? `${"a".repeat(max)}@${DOMAIN}` : "x".repeat(max + 1);
      const error = await expectRefused(() => signUp(validBody({ [field]: tooLong })), 400);
      expect(error.issues).toEqual([{ path: field, message: `${label} must be at most ${max} characters` }]);
    });

    it(`refuses a ${field} that is not text`, async () => {
      const error = await expectRefused(() => signUp(validBody({ [field]: 42 })), 400);
      expect(error.issues?.map((issue) => issue.path)).toEqual([field]);
    });
  }

  it("accepts each required field at exactly its maximum length", async () => {
    const local = "a".repeat(WAITING_LIST_MAX_LENGTH.email - DOMAIN.length - 1);
    const response = await signUp({
      fullName: "n".repeat(WAITING_LIST_MAX_LENGTH.fullName),
      email: `${local}@${DOMAIN}`,
      businessName: "b".repeat(WAITING_LIST_MAX_LENGTH.businessName),
    });
    expect(response.status).toBe(201);
  });

  it("refuses an email that is not an address", async () => {
    for (const bad of ["not-an-email", "a@b", "@example.test", "two@@example.test", "spaces in@example.test"]) {
      const error = await expectRefused(() => signUp(validBody({ email: bad })), 400);
      expect(error.issues).toEqual([{ path: "email", message: "Please enter a valid email address" }]);
    }
  });

  it("refuses over-long optional fields under either name", async () => {
    const longPhone = "1".repeat(WAITING_LIST_MAX_LENGTH.phoneNumber + 1);
    const longNotes = "n".repeat(WAITING_LIST_MAX_LENGTH.additionalNotes + 1);
    for (const [name, value] of [
      ["phoneNumber", longPhone],
      ["phone", longPhone],
      ["additionalNotes", longNotes],
      ["notes", longNotes],
    ] as const) {
      const error = await expectRefused(() => signUp(validBody({ [name]: value })), 400);
      expect(error.issues?.map((issue) => issue.path)).toEqual([name]);
    }
  });

  it("refuses a vertical that is not text", async () => {
    const error = await expectRefused(() => signUp(validBody({ vertical: 7 })), 400);
    expect(error.issues).toEqual([{ path: "vertical", message: "Vertical must be text" }]);
  });

  it("lists every bad field at once", async () => {
    const error = await expectRefused(() => signUp({ email: "nope" }), 400);
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(["businessName", "email", "fullName"]);
  });

  it("refuses a body that is not an object", async () => {
    for (const body of [[], "text", 12, null]) {
      const error = await expectRefused(() => signUp(body), 400);
      expect(error.message).toBe("Invalid input");
    }
  });

  it("refuses invalid JSON with 400", async () => {
    const error = await expectRefused(() => signUp(null, { raw: `{"fullName": "Dana", "email": ` }), 400);
    expect(error).toEqual({ message: "Malformed JSON in request body", code: "malformed_request" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const address = email("form");
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const error = await expectRefused(
        () =>
          signUp(null, {
            raw: `fullName=Dana&email=${address}&businessName=B`,
            headers: { "content-type": contentType },
          }),
        415,
      );
      expect(error).toEqual({ message: "Content-Type must be application/json", code: "unsupported_media_type" });
    }
    expect(await storedRow(address)).toHaveLength(0);
  });
});

describe("POST /api/waiting-list: database outage", () => {
  it("answers 503 with a clear message, not a 500, when Postgres stays unreachable", async () => {
    const { app } = await import("../../app");
    const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext;
    const response = await app.fetch(
      new Request(URL, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validBody()),
      }),
      { ...env, DB_WS_PROXY: "127.0.0.1:1/v1" },
      ctx,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      message: "We could not save your sign-up just now. Please try again in a moment.",
      code: "unavailable",
    });
  });
});
