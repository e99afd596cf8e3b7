import { DurableObject } from "cloudflare:workers";
import type { CapacityCounts, CapacityDecision, CapacityRequest } from "./protocol";

/** A refused caller is told to wait at least this long, even when a call is already past its expected end. */
const MIN_RETRY_AFTER_MS = 5_000;
/** A plan whose demo share is none has no demo to wait for: a refused demo is told to try in a minute. */
const NO_SHARE_RETRY_AFTER_SECONDS = 60;

type SlotRow = {
  conversation_id: string;
  pool: string;
  free_at: number;
  expires_at: number;
};

/**
 * One for the whole product: the voice provider's plan takes so many conversations at once, and every call under
 * way holds a slot here from its start until the provider says it is over (or its time is up). Demos may fill only
 * their share. Single-threaded, so simultaneous starts are counted exactly.
 */
export class VoicePlanDO extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS slot (conversation_id TEXT PRIMARY KEY, pool TEXT NOT NULL, free_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)",
      );
    });
  }

  /** Takes a slot for the call (or renews its own); refused when the plan, or the demos' share of it, is full. */
  async acquire(request: CapacityRequest): Promise<CapacityDecision> {
    const now = request.now ?? Date.now();
    const slots = this.live(now);
    const own = slots.find((slot) => slot.conversation_id === request.conversationId);
    if (!own) {
      const demos = slots.filter((slot) => slot.pool === "demo");
      const blocking =
        slots.length >= request.limits.total
          ? slots
          : request.pool === "demo" && demos.length >= request.limits.demo
            ? demos
            : null;
      if (blocking) return { allowed: false, retryAfterSeconds: retryAfterSeconds(blocking, now) };
    }
    this.ctx.storage.sql.exec(
      "INSERT INTO slot (conversation_id, pool, free_at, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT (conversation_id) DO UPDATE SET free_at = excluded.free_at, expires_at = excluded.expires_at",
      request.conversationId,
      request.pool,
      request.freeAt,
      request.expiresAt,
    );
    await this.scheduleSweep();
    return { allowed: true };
  }

  /** The call connected: when it should be over now, and when its slot frees itself at the latest. */
  async reschedule(conversationId: string, freeAt: number, expiresAt: number): Promise<void> {
    this.ctx.storage.sql.exec(
      "UPDATE slot SET free_at = ?, expires_at = ? WHERE conversation_id = ?",
      freeAt,
      expiresAt,
      conversationId,
    );
    await this.scheduleSweep();
  }

  async release(conversationId: string): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM slot WHERE conversation_id = ?", conversationId);
  }

  async counts(now = Date.now()): Promise<CapacityCounts> {
    const slots = this.live(now);
    const demo = slots.filter((slot) => slot.pool === "demo").length;
    return { total: slots.length, demo, practice: slots.length - demo };
  }

  override async alarm(): Promise<void> {
    this.ctx.storage.sql.exec("DELETE FROM slot WHERE expires_at <= ?", Date.now());
    await this.scheduleSweep();
  }

  private live(now: number): SlotRow[] {
    return this.ctx.storage.sql
      .exec<SlotRow>("SELECT conversation_id, pool, free_at, expires_at FROM slot WHERE expires_at > ?", now)
      .toArray();
  }

  private async scheduleSweep(): Promise<void> {
    const next =
      this.ctx.storage.sql.exec<{ at: number | null }>("SELECT min(expires_at) AS at FROM slot").toArray()[0]?.at ??
      null;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }
}

/** Until the first of `slots` should be free (its expected end, else its expiry), whole seconds, never less than 5. */
function retryAfterSeconds(slots: readonly SlotRow[], now: number): number {
  if (slots.length === 0) return NO_SHARE_RETRY_AFTER_SECONDS;
  const soonest = Math.min(
    ...slots.map((slot) => Math.min(slot.expires_at, Math.max(slot.free_at, now + MIN_RETRY_AFTER_MS))),
  );
  return Math.max(1, Math.ceil((soonest - now) / 1000));
}
