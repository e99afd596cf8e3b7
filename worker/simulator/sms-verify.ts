/**
 * @file The simulator's Twilio Verify stand-in: a Verification per number (one code for 10 minutes, at most 5
 * sends and 5 checks, as Twilio's defaults), and the phone's SMS inbox the code is texted to. Tests, and the dev
 * UI in development, read the inbox; the product itself never sees a code except the one a person types.
 */
import { toE164 } from "../../domain/phone";

const LIFETIME_MS = 10 * 60_000;
const MAX_SENDS = 5;
const MAX_CHECKS = 5;
const CODE_LENGTH = 6;

/** What Twilio answers: its status and JSON body (as text, to cross the Object's RPC boundary whole). */
export interface VerifyAnswer {
  status: number;
  body: string;
}

type VerificationRow = {
  sid: string;
  code: string;
  sends: number;
  checks: number;
  created_at: number;
};

export interface SmsMessage {
  to: string;
  body: string;
  sentAt: string;
}

function twilioError(status: number, code: number, message: string): VerifyAnswer {
  return {
    status,
    body: JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }),
  };
}

function randomDigits(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => String(byte % 10)).join("");
}

function randomSid(prefix: string): string {
  return `${prefix}${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export class VerifyStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(
      "CREATE TABLE IF NOT EXISTS verification (to_number TEXT PRIMARY KEY, sid TEXT NOT NULL, code TEXT NOT NULL, sends INTEGER NOT NULL, checks INTEGER NOT NULL, created_at INTEGER NOT NULL)",
    );
    sql.exec(
      "CREATE TABLE IF NOT EXISTS sms (id INTEGER PRIMARY KEY AUTOINCREMENT, to_number TEXT NOT NULL, body TEXT NOT NULL, sent_at INTEGER NOT NULL)",
    );
  }

  /** `POST /v2/Services/{sid}/Verifications` with `To` and `Channel=sms`. */
  send(serviceSid: string, to: string | undefined, channel: string | undefined, now: number): VerifyAnswer {
    const number = toE164(to);
    if (!number || to !== number) return twilioError(400, 60200, "Invalid parameter `To`");
    if (channel !== "sms")
      return twilioError(400, 60200, "Invalid parameter `Channel`: the simulator texts codes only");
    let row = this.pending(number, now);
    if (row && row.sends >= MAX_SENDS) return twilioError(429, 60203, "Max send attempts reached");
    if (row) {
      this.sql.exec("UPDATE verification SET sends = sends + 1 WHERE to_number = ?", number);
      row = { ...row, sends: row.sends + 1 };
    } else {
      row = { sid: randomSid("VE"), code: randomDigits(CODE_LENGTH), sends: 1, checks: 0, created_at: now };
      this.sql.exec(
        "INSERT INTO verification (to_number, sid, code, sends, checks, created_at) VALUES (?, ?, ?, 1, 0, ?) ON CONFLICT (to_number) DO UPDATE SET sid = excluded.sid, code = excluded.code, sends = 1, checks = 0, created_at = excluded.created_at",
        number,
        row.sid,
        row.code,
        now,
      );
    }
    // Twilio texts the same code again while the verification is pending.
    this.sql.exec(
      "INSERT INTO sms (to_number, body, sent_at) VALUES (?, ?, ?)",
      number,
      `Your PracticeLine verification code is: ${row.code}`,
      now,
    );
    return { status: 201, body: JSON.stringify(this.verificationBody(serviceSid, number, row, "pending", false, now)) };
  }

  /** `POST /v2/Services/{sid}/VerificationCheck` with `To` and `Code`. */
  check(serviceSid: string, to: string | undefined, code: string | undefined, now: number): VerifyAnswer {
    const number = toE164(to);
    if (!number || !code) return twilioError(400, 60200, "Invalid parameter");
    const row = this.pending(number, now);
    if (!row)
      return twilioError(404, 20404, `The requested resource /Services/${serviceSid}/VerificationCheck was not found`);
    if (row.checks >= MAX_CHECKS) return twilioError(429, 60202, "Max check attempts reached");
    this.sql.exec("UPDATE verification SET checks = checks + 1 WHERE to_number = ?", number);
    if (code !== row.code)
      return {
        status: 200,
        body: JSON.stringify(
          this.verificationBody(serviceSid, number, { ...row, checks: row.checks + 1 }, "pending", false, now),
        ),
      };
    // An approved verification is over: checking it again finds nothing.
    this.sql.exec("DELETE FROM verification WHERE to_number = ?", number);
    return { status: 200, body: JSON.stringify(this.verificationBody(serviceSid, number, row, "approved", true, now)) };
  }

  /** The texts a number received, newest first. */
  inbox(to: string): SmsMessage[] {
    return this.sql
      .exec<{ to_number: string; body: string; sent_at: number }>(
        "SELECT to_number, body, sent_at FROM sms WHERE to_number = ? ORDER BY id DESC LIMIT 20",
        to,
      )
      .toArray()
      .map((row) => ({ to: row.to_number, body: row.body, sentAt: new Date(row.sent_at).toISOString() }));
  }

  private pending(number: string, now: number): VerificationRow | null {
    const row = this.sql
      .exec<VerificationRow>(
        "SELECT sid, code, sends, checks, created_at FROM verification WHERE to_number = ?",
        number,
      )
      .toArray()[0];
    return row && now - row.created_at < LIFETIME_MS ? row : null;
  }

  private verificationBody(
    serviceSid: string,
    to: string,
    row: VerificationRow,
    status: string,
    valid: boolean,
    now: number,
  ): Record<string, unknown> {
    return {
      sid: row.sid,
      service_sid: serviceSid,
      account_sid: "ACsimulator",
      to,
      channel: "sms",
      status,
      valid,
      send_code_attempts: Array.from({ length: row.sends }, () => ({
        channel: "sms",
        time: new Date(row.created_at).toISOString(),
      })),
      date_created: new Date(row.created_at).toISOString(),
      date_updated: new Date(now).toISOString(),
    };
  }
}
