import { DurableObject } from "cloudflare:workers";
import type { Lease } from "./protocol";

/**
 * One per practice line: who holds it now (single-threaded, so a line is never double-booked), and which callers
 * it expects, each for their own conversation, so the initiation webhook routes a call without a database query.
 */
export class PhoneLineDO extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS lease (id INTEGER PRIMARY KEY CHECK (id = 1), conversation_id TEXT NOT NULL, expires_at INTEGER NOT NULL)",
      );
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS expected_caller (caller_number TEXT PRIMARY KEY, conversation_id TEXT NOT NULL, expires_at INTEGER NOT NULL)",
      );
    });
  }

  /** Takes the line for a conversation; false when another live lease holds it. */
  async lease(conversationId: string, seconds: number, now = Date.now()): Promise<boolean> {
    const current = this.current(now);
    if (current && current.conversationId !== conversationId) return false;
    const expiresAt = now + seconds * 1000;
    this.ctx.storage.sql.exec(
      "INSERT INTO lease (id, conversation_id, expires_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET conversation_id = excluded.conversation_id, expires_at = excluded.expires_at",
      conversationId,
      expiresAt,
    );
    await this.scheduleSweep();
    return true;
  }

  async release(conversationId: string): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM lease WHERE id = 1 AND conversation_id = ?", conversationId);
  }

  async holder(now = Date.now()): Promise<Lease | null> {
    return this.current(now);
  }

  /**
   * A call from `callerNumber` (E.164) reaches `conversationId` until it expires; the latest start wins. The number
   * is forgotten when it expires (the alarm), so the line keeps no caller's number past their call's wait.
   */
  async expectCaller(callerNumber: string, conversationId: string, seconds: number, now = Date.now()): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM expected_caller WHERE expires_at <= ?", now);
    this.ctx.storage.sql.exec(
      "INSERT INTO expected_caller (caller_number, conversation_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (caller_number) DO UPDATE SET conversation_id = excluded.conversation_id, expires_at = excluded.expires_at",
      callerNumber,
      conversationId,
      now + seconds * 1000,
    );
    await this.scheduleSweep();
  }

  /** Forgets what has expired (a lease, callers' numbers); the alarm runs it, and so does the hourly retention job. */
  async sweep(now = Date.now()): Promise<{ forgottenCallers: number }> {
    this.ctx.storage.sql.exec("DELETE FROM lease WHERE id = 1 AND expires_at <= ?", now);
    const forgotten = this.ctx.storage.sql.exec("DELETE FROM expected_caller WHERE expires_at <= ?", now).rowsWritten;
    await this.scheduleSweep();
    return { forgottenCallers: forgotten };
  }

  /** How many callers the line still expects (their numbers are kept only while it does). */
  async expectedCallers(now = Date.now()): Promise<number> {
    return (
      this.ctx.storage.sql
        .exec<{ n: number }>("SELECT count(*) AS n FROM expected_caller WHERE expires_at > ?", now)
        .toArray()[0]?.n ?? 0
    );
  }

  /** Who a call is for: the caller's own conversation, else (no match, or a withheld caller ID) the line's lease. */
  async route(
    callerNumber: string | null,
    now = Date.now(),
  ): Promise<{ conversationId: string; byCaller: boolean } | null> {
    if (callerNumber) {
      const expected = this.ctx.storage.sql
        .exec<{ conversation_id: string }>(
          "SELECT conversation_id FROM expected_caller WHERE caller_number = ? AND expires_at > ?",
          callerNumber,
          now,
        )
        .toArray()[0];
      if (expected) return { conversationId: expected.conversation_id, byCaller: true };
    }
    const lease = this.current(now);
    return lease ? { conversationId: lease.conversationId, byCaller: false } : null;
  }

  override async alarm(): Promise<void> {
    await this.sweep();
  }

  /** The alarm is set at the first expiry still ahead: the lease's or a caller's. */
  private async scheduleSweep(): Promise<void> {
    const next =
      this.ctx.storage.sql
        .exec<{ at: number | null }>(
          "SELECT min(at) AS at FROM (SELECT expires_at AS at FROM lease UNION ALL SELECT expires_at AS at FROM expected_caller)",
        )
        .toArray()[0]?.at ?? null;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }

  private current(now: number): Lease | null {
    const row = this.ctx.storage.sql
      .exec<{ conversation_id: string; expires_at: number }>(
        "SELECT conversation_id, expires_at FROM lease WHERE id = 1",
      )
      .toArray()[0];
    if (!row || row.expires_at <= now) return null;
    return { conversationId: row.conversation_id, expiresAt: row.expires_at };
  }
}
