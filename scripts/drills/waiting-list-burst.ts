/**
 * @file Drill: 500 simultaneous waiting-list sign-ups, 100 of them repeating an earlier email (in other case and
 * spacing), each from its own visitor. Nothing lost or doubled: every email stored exactly once, the repeats
 * answered 409 "already registered", all others 201, no other status.
 */
import { DUPLICATE_EMAIL_MESSAGE } from "../../domain/waiting-list";
import { signUp } from "../bench/app-requests";
import { Checks, seconds, tally, type Drill } from "./types";

const UNIQUE = 400;
const DUPLICATES = 100;

export const waitingListBurstDrill: Drill = {
  name: `waiting list: ${UNIQUE + DUPLICATES} sign-ups at once, ${DUPLICATES} duplicates`,
  needsStack: true,
  async run({ stack }) {
    const checks = new Checks();
    const domain = `burst-${Date.now().toString(36)}.example.test`;
    const unique = Array.from({ length: UNIQUE }, (_, i) => `lead-${i}@${domain}`);
    const repeats = unique
      .slice(0, DUPLICATES)
      .map((email, i) => (i % 2 ? `  ${email.toUpperCase()} ` : email.toUpperCase()));
    // Repeats are spread through the burst, so some arrive before the first copy.
    const attempts = [...unique, ...repeats]
      .map((email, i) => ({ email, order: (i * 7919) % (UNIQUE + DUPLICATES) }))
      .sort((a, b) => a.order - b.order);

    const started = performance.now();
    const answers = await Promise.all(
      attempts.map(async ({ email }) => {
        try {
          const response = await signUp(stack!.baseUrl, email);
          return {
            email,
            status: response.status,
            body: (await response.json()) as { email?: string; message?: string },
          };
        } catch (error) {
          return { email, status: 0, body: { message: String(error) } };
        }
      }),
    );
    const wallMs = performance.now() - started;

    const statuses = tally(answers, (answer) => answer.status);
    checks.expect(
      statuses["201"] === UNIQUE && statuses["409"] === DUPLICATES && Object.keys(statuses).length === 2,
      `${UNIQUE}×201 and ${DUPLICATES}×409 only`,
      statuses,
    );
    const created = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.email?.toLowerCase());
    checks.expect(new Set(created).size === UNIQUE, "each email created once", new Set(created).size);
    const refusals = answers.filter((answer) => answer.status === 409);
    checks.expect(
      refusals.every(
        (answer) => answer.body.message === DUPLICATE_EMAIL_MESSAGE && /already registered/.test(answer.body.message),
      ),
      "every 409 says the email is already registered",
      refusals.find((answer) => answer.body.message !== DUPLICATE_EMAIL_MESSAGE)?.body,
    );

    const rows = await stack!.query<{ email: string }>(
      "select lower(email) as email from waiting_list where lower(email) like $1",
      [`%@${domain}`],
    );
    const stored = rows.map((row) => row.email.trim());
    checks.expect(rows.length === UNIQUE, `${UNIQUE} rows stored`, rows.length);
    checks.expect(
      JSON.stringify([...stored].sort()) === JSON.stringify([...unique].sort()),
      "the stored emails are exactly the unique ones",
    );

    return checks.result(
      `${JSON.stringify(statuses)} in ${seconds(wallMs)}; ${rows.length} rows for ${UNIQUE} unique emails`,
    );
  },
};
