/** The settings object of `GET/PUT /api/user/settings` (spec §3 user_settings, §5 rules). */
import { z } from "zod";
import {
  DEFAULT_EMAIL_NOTIFICATIONS,
  DEFAULT_TEAM_MANAGEMENT,
  DEFAULT_TRAINING_CONFIG,
  PERFORMANCE_TRACKING_CHOICES,
  SESSION_DURATION_CHOICES,
  type EmailNotifications,
  type TeamManagement,
  type TrainingConfig,
} from "./settings";

export const COMPANY_NAME_MAX_LENGTH = 120;

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const userSettingsInputSchema = z.object({
  companyName: z
    .string({ error: "Company name must be text" })
    .trim()
    .max(COMPANY_NAME_MAX_LENGTH, `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`)
    .nullable()
    .transform((value) => (value ? value : null)),
  emailNotifications: z.object({
    dailyReports: flag("Daily reports"),
    agentMilestones: flag("Agent milestones"),
    weeklysummaries: flag("Weekly summaries"),
  }),
  trainingConfig: z.object({
    defaultSessionDuration: z.literal(SESSION_DURATION_CHOICES, {
      error: `Default session duration must be one of ${SESSION_DURATION_CHOICES.join(", ")} minutes`,
    }),
    minimumPassingScore: z
      .number({ error: "Minimum passing score must be a number" })
      .int("Minimum passing score must be a whole number")
      .min(0, "Minimum passing score must be between 0 and 100")
      .max(100, "Minimum passing score must be between 0 and 100"),
    enableRealTimeCoaching: flag("Real-time coaching"),
    detailedFeedback: flag("Detailed feedback"),
  }),
  teamManagement: z.object({
    autoAssignBeginner: flag("Auto-assign beginner scenarios"),
    performanceTracking: z.enum(PERFORMANCE_TRACKING_CHOICES, {
      error: `Performance tracking must be one of ${PERFORMANCE_TRACKING_CHOICES.join(", ")}`,
    }),
  }),
});
export type UserSettingsInput = z.infer<typeof userSettingsInputSchema>;

export interface UserSettingsView {
  companyName: string | null;
  emailNotifications: EmailNotifications;
  trainingConfig: TrainingConfig;
  teamManagement: TeamManagement;
  /** ISO time of the last save; null while the user still has the defaults. */
  updatedAt: string | null;
}

export const DEFAULT_USER_SETTINGS: UserSettingsView = {
  companyName: null,
  emailNotifications: DEFAULT_EMAIL_NOTIFICATIONS,
  trainingConfig: DEFAULT_TRAINING_CONFIG,
  teamManagement: DEFAULT_TEAM_MANAGEMENT,
  updatedAt: null,
};
