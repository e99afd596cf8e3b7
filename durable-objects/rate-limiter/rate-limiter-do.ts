import { DurableObject } from "cloudflare:workers";
import type { HoldDecision, RateLimitDecision } from "./protocol";

/**
 * One per client and scope (e.g. "waiting-list:203.0.113.7"): a sliding-window log of admitted requests, and
 * for scopes that limit what a client holds at once (e.g. "demo-line:…") the one thing it holds. Single-threaded,
 * so simultaneous requests from one client are counted exactly. The request log lives in memory only: an object
 * is evicted after more idle time than any window we use, so nothing is lost that still counts, and no request
 * waits on a storage write. A hold outlives idle time, so it is stored.
 */
export class RateLimiterDO extends DurableObject<Env> {
  private admitted: number[] = [];

  /** Counts the request if the window has room; a refused request is not counted. */
  async hit(limit: number, windowMs: number, now = Date.now()): Promise<RateLimitDecision> {
    this.admitted = this.admitted.filter((at) => at > now - windowMs);
    if (this.admitted.length >= limit) {
      const freesAt = Math.min(...this.admitted) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
    }
    this.admitted.push(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  /** Takes the client's one hold for `holder` (or renews it); refused while another unexpired holder has it. */
  async acquire(holder: string, ttlMs: number, now = Date.now()): Promise<HoldDecision> {
    this.holdTable();
    const current = this.ctx.storage.sql
      .exec<{ holder: string; expires_at: number }>("SELECT holder, expires_at FROM hold WHERE id = 1")
      .toArray()[0];
    if (current && current.holder !== holder && current.expires_at > now) {
      return {
        allowed: false,
        holder: current.holder,
        retryAfterSeconds: Math.max(1, Math.ceil((current.expires_at - now) / 1000)),
      };
    }
    this.ctx.storage.sql.exec(
      "INSERT INTO hold (id, holder, expires_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at",
      holder,
      now + ttlMs,
    );
    return { allowed: true, holder, retryAfterSeconds: 0 };
  }

  /** Gives the hold back, if `holder` has it. */
  async release(holder: string): Promise<void> {
    this.holdTable();
    this.ctx.storage.sql.exec("DELETE FROM hold WHERE id = 1 AND holder = ?", holder);
  }

  /**
   * Strikes against the client (e.g. a leased line nobody dialled), kept in storage: their windows outlast the
   * time an idle object stays in memory. `strike` records one; `strikes` counts those within the window.
   */
  async strike(windowMs: number, now = Date.now()): Promise<void> {
    this.strikeTable();
    this.ctx.storage.sql.exec("DELETE FROM strike WHERE at <= ?", now - windowMs);
    this.ctx.storage.sql.exec("INSERT INTO strike (at) VALUES (?)", now);
  }

  async strikes(windowMs: number, now = Date.now()): Promise<{ count: number; oldest: number | null }> {
    this.strikeTable();
    const row = this.ctx.storage.sql
      .exec<{ count: number; oldest: number | null }>(
        "SELECT count(*) AS count, min(at) AS oldest FROM strike WHERE at > ?",
        now - windowMs,
      )
      .toArray()[0];
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }

  private strikeTable(): void {
    this.ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS strike (at INTEGER NOT NULL)");
  }

  private holdTable(): void {
    this.ctx.storage.sql.exec(
      "CREATE TABLE IF NOT EXISTS hold (id INTEGER PRIMARY KEY CHECK (id = 1), holder TEXT NOT NULL, expires_at INTEGER NOT NULL)",
    );
  }
}
