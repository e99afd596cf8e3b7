import { doublePrecision, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { practiceSessions } from "./practice-sessions";
import { createdAt, updatedAt } from "./timestamps";
import { users } from "./users";

/** A broker's note on a moment of one of their agents' practice calls; the agent reads it in the call review. */
export const coachingNotes = pgTable(
  "coaching_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    practiceSessionId: uuid()
      .notNull()
      .references(() => practiceSessions.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The team that wrote it (its broker's id): only that team's broker reads it beside the agent; its author
     * deletes it. Every note has one (migration 0012 filled in the older ones); nullable only so the release before
     * it can still write notes while a deploy is under way.
     */
    teamId: uuid().references(() => users.id, { onDelete: "cascade" }),
    /** The moment, in seconds from the start of the call. */
    time: doublePrecision().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("coaching_notes_practice_session_id_idx").on(t.practiceSessionId, t.time),
    index("coaching_notes_author_id_idx").on(t.authorId),
    index("coaching_notes_team_id_idx").on(t.teamId),
  ],
);

export type CoachingNoteRow = typeof coachingNotes.$inferSelect;
