import { DurableObject } from "cloudflare:workers";
import type { DemoCallStatus } from "../domain/enums";

export interface ConversationState {
  conversationId: string;
  status: DemoCallStatus;
  startedAt: number;
  endsAt: number;
  endedAt: number | null;
  endedBy: "trainee" | "timeout" | null;
}

const FINAL: ReadonlySet<DemoCallStatus> = new Set(["completed", "failed", "abandoned"]);

/** One per conversation: its state machine and its time limit. */
export class ConversationDO extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      this.ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS conversation (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL)",
      );
    });
  }

  async start(input: { conversationId: string; limitSeconds: number; now?: number }): Promise<ConversationState> {
    const existing = this.read();
    if (existing) return existing;
    const startedAt = input.now ?? Date.now();
    const state: ConversationState = {
      conversationId: input.conversationId,
      status: "started",
      startedAt,
      endsAt: startedAt + input.limitSeconds * 1000,
      endedAt: null,
      endedBy: null,
    };
    this.write(state);
    await this.ctx.storage.setAlarm(state.endsAt);
    return state;
  }

  async getState(): Promise<ConversationState | null> {
    return this.read();
  }

  /** Idempotent: ending an ended conversation changes nothing. */
  async end(endedBy: "trainee" | "timeout", now = Date.now()): Promise<ConversationState | null> {
    const state = this.read();
    if (!state || FINAL.has(state.status)) return state;
    const ended: ConversationState = { ...state, status: "completed", endedAt: now, endedBy };
    this.write(ended);
    if (endedBy === "trainee") await this.ctx.storage.deleteAlarm();
    return ended;
  }

  override async alarm(): Promise<void> {
    await this.end("timeout");
  }

  private read(): ConversationState | null {
    const row = this.ctx.storage.sql.exec<{ state: string }>("SELECT state FROM conversation WHERE id = 1").toArray()[0];
    return row ? (JSON.parse(row.state) as ConversationState) : null;
  }

  private write(state: ConversationState): void {
    this.ctx.storage.sql.exec(
      "INSERT INTO conversation (id, state) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state",
      JSON.stringify(state),
    );
  }
}
