/** user_settings defaults and choices (spec §3, §5). */
export interface EmailNotifications {
  dailyReports: boolean;
  agentMilestones: boolean;
  weeklysummaries: boolean;
}
export const SESSION_DURATION_CHOICES = [5, 10, 15, 20] as const;
export const PERFORMANCE_TRACKING_CHOICES = ["all", "completed", "passing"] as const;
export type PerformanceTracking = (typeof PERFORMANCE_TRACKING_CHOICES)[number];

export interface TrainingConfig {
  defaultSessionDuration: (typeof SESSION_DURATION_CHOICES)[number];
  minimumPassingScore: number;
  enableRealTimeCoaching: boolean;
  detailedFeedback: boolean;
}
export interface TeamManagement {
  autoAssignBeginner: boolean;
  performanceTracking: PerformanceTracking;
}

export const DEFAULT_EMAIL_NOTIFICATIONS: EmailNotifications = {
  dailyReports: true,
  agentMilestones: true,
  weeklysummaries: false,
};
export const DEFAULT_TRAINING_CONFIG: TrainingConfig = {
  defaultSessionDuration: 10,
  minimumPassingScore: 75,
  enableRealTimeCoaching: true,
  detailedFeedback: true,
};
export const DEFAULT_TEAM_MANAGEMENT: TeamManagement = {
  autoAssignBeginner: true,
  performanceTracking: "all",
};

/**
 * What an agent's practice results are measured against: their team's training rules (spec §3 trainingConfig), and
 * which sessions their progress counts (teamManagement.performanceTracking).
 */
export type TeamTrainingRules = Pick<
  TrainingConfig,
  "minimumPassingScore" | "defaultSessionDuration" | "enableRealTimeCoaching" | "detailedFeedback"
> &
  Pick<TeamManagement, "performanceTracking">;

/** A practice result passes when its score reaches the team's minimum passing score. */
export function isPassingScore(score: number, minimumPassingScore: number): boolean {
  return score >= minimumPassingScore;
}
