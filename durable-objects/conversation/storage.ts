/**
 * @file The ConversationDO's own SQLite storage: the state machine's snapshot (one row), the documents too big
 * to copy on every change (transcript, analysis), and the alarm that wakes the Object at its next timer.
 */
import { nextTimer, withDefaults, type ConversationState } from "./state";

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS conversation (id INTEGER PRIMARY KEY CHECK (id = 1), state TEXT NOT NULL, alarm_at INTEGER)",
  "CREATE TABLE IF NOT EXISTS document (name TEXT PRIMARY KEY, body TEXT NOT NULL)",
];

export type DocumentName = "transcript" | "analysis";

export class ConversationStore {
  private created = false;

  constructor(private readonly storage: DurableObjectStorage) {
    // Tables are created by create() only, so probing an unknown id stores nothing.
    this.created =
      storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'conversation'").toArray()
        .length > 0;
  }

  get exists(): boolean {
    return this.created;
  }

  create(state: ConversationState): void {
    for (const statement of SCHEMA) this.storage.sql.exec(statement);
    this.created = true;
    this.write(state);
  }

  read(): ConversationState | null {
    if (!this.created) return null;
    const row = this.storage.sql.exec<{ state: string }>("SELECT state FROM conversation WHERE id = 1").toArray()[0];
    return row ? withDefaults(JSON.parse(row.state) as ConversationState) : null;
  }

  write(state: ConversationState): void {
    this.storage.sql.exec(
      "INSERT INTO conversation (id, state) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state",
      JSON.stringify(state),
    );
  }

  /** Applies a change to the latest stored state: other calls may have changed it while we awaited. */
  patch(change: (state: ConversationState) => ConversationState): void {
    const state = this.read();
    if (state) this.write(change(state));
  }

  readDocument<T>(name: DocumentName): T | null {
    if (!this.created) return null;
    const row = this.storage.sql.exec<{ body: string }>("SELECT body FROM document WHERE name = ?", name).toArray()[0];
    return row ? (JSON.parse(row.body) as T) : null;
  }

  writeDocument(name: DocumentName, body: unknown): void {
    this.storage.sql.exec(
      "INSERT INTO document (name, body) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET body = excluded.body",
      name,
      JSON.stringify(body),
    );
  }

  /** When the alarm we set last was due; null when none is set. */
  scheduledAlarm(): number | null {
    if (!this.created) return null;
    const row = this.storage.sql
      .exec<{ alarm_at: number | null }>("SELECT alarm_at FROM conversation WHERE id = 1")
      .toArray()[0];
    return row?.alarm_at ?? null;
  }

  /** Sets the alarm at the earliest timer of the stored state (or none). */
  async scheduleAlarm(): Promise<void> {
    const state = this.read();
    if (!state) return;
    const next = nextTimer(state.timers);
    this.storage.sql.exec("UPDATE conversation SET alarm_at = ? WHERE id = 1", next);
    if (next === null) await this.storage.deleteAlarm();
    else await this.storage.setAlarm(next);
  }

  async erase(): Promise<void> {
    await this.storage.deleteAlarm();
    await this.storage.deleteAll();
    this.created = false;
  }
}
