/** Contracts of the broker workspace API, shared by the Worker and the SPA (spec §3, §7). */
import type { PerformanceDistribution } from "./analytics";
import type { CallSource, PracticeSessionStatus, Role, ScenarioDifficulty, Vertical, YesNo } from "./enums";
import type { PerformanceTracking } from "./settings";

/** `GET /api/broker/stats`. */
export interface BrokerStats {
  totalAgents: number;
  /** Team sessions whose call is in progress (status active). */
  activeSessions: number;
  /** Rounded mean score of the team's scored sessions; 0 with none. */
  avgScore: number;
  /** Team sessions with status completed. */
  completed: number;
}

/** `GET /api/broker/agents` item (spec §3 'Agent list item'), plus the trainer flag for the Trainers section. */
export interface TeamAgent {
  agent: { id: string; firstName: string | null; lastName: string | null; email: string; role: Role; isTrainer: YesNo };
  /** Every practice session the agent started, whatever its status. */
  totalSessions: number;
  /** Rounded mean of the agent's scored sessions; null with none. */
  averageScore: number | null;
  /** See `improvement()` in domain/analytics.ts; null with fewer than 2 scored sessions. */
  improvement: number | null;
}

export interface ScenarioSummary {
  id: string;
  title: string;
  category: Vertical;
  difficulty: ScenarioDifficulty;
}

export interface LeaderboardEntry {
  agent: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    profileImageUrl: string | null;
  };
  /** The member's sessions that count under the team's performance tracking. */
  totalSessions: number;
  averageScore: number | null;
  /** The member's calls in progress now (status active). */
  activeSessions: number;
}

export interface WeeklyTrendPoint {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  weekStart: string;
  /** The week's sessions that count under the team's performance tracking. */
  sessions: number;
  /** Rounded mean of the week's scored sessions; null in a week without any. */
  averageScore: number | null;
}

/**
 * `GET /api/analytics/broker` (spec §3 'Broker analytics response') plus chart data. Session counts (totals, per
 * member, per scenario, per week) count the sessions the team's performance tracking names; averages are over
 * every scored session.
 */
export interface BrokerAnalytics {
  /** The team's Team Management choice the counts follow, and the passing score "passing" means. */
  tracking: { performanceTracking: PerformanceTracking; minimumPassingScore: number };
  overallStats: {
    totalAgents: number;
    totalSessions: number;
    /** Rounded mean of the team's scored sessions; 0 with none. */
    averageScore: number;
    topScenarios: { scenario: ScenarioSummary; count: number }[];
  };
  /** Every team member, best average first; members with no scored session last. */
  teamLeaderboard: LeaderboardEntry[];
  /** Agents with a scored session, bucketed by their average score. */
  performanceDistribution: PerformanceDistribution;
  /** Oldest week first, the current week last, weeks without sessions included. */
  weeklyTrend: WeeklyTrendPoint[];
}

export interface SkillAverages {
  tone: number | null;
  pacing: number | null;
  objectionHandling: number | null;
  scriptAdherence: number | null;
  conversionLikelihood: number | null;
}

export interface RecentSession {
  id: string;
  status: PracticeSessionStatus;
  score: number | null;
  duration: number | null;
  createdAt: string;
  scenario: { title: string } | null;
  /** A practice call, or a real call the agent or broker uploaded. */
  source: CallSource;
}

/** `GET /api/broker/agents/{id}`. */
export interface TeamAgentDetail {
  agent: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    role: Role;
    profileImageUrl: string | null;
    isTrainer: YesNo;
    createdAt: string;
  };
  stats: { totalSessions: number; completedSessions: number; averageScore: number | null; improvement: number | null };
  /** Newest first. */
  recentSessions: RecentSession[];
  /** Rounded means of the five category scores over the agent's scored sessions. */
  skillProgress: SkillAverages;
}

/** `DELETE /api/broker/agents/{id}`: the agent's account is gone, with everything stored about them. */
export interface AgentDeletion {
  agentId: string;
  deletedPracticeSessions: number;
  deletedDemoCalls: number;
  /** Login sessions ended: the agent is signed out everywhere. */
  endedLoginSessions: number;
}

/** `PUT /api/broker/agents/{id}/trainer`: the agent's trainer flag as stored now. */
export interface TrainerChange {
  agentId: string;
  isTrainer: YesNo;
}

/** `GET /api/broker/activity` item: the team's latest sessions, newest first. */
export interface TeamActivityItem {
  id: string;
  status: PracticeSessionStatus;
  score: number | null;
  createdAt: string;
  agent: { id: string; firstName: string | null; lastName: string | null; email: string };
  scenario: { title: string } | null;
}

/** `GET /api/broker/phone-lines` item. */
export interface PracticeLineStatus {
  id: string;
  phoneNumber: string;
  displayName: string;
  vertical: Vertical | null;
  isActive: YesNo;
  /**
   * The broker's own team's phone calls on the line right now. Calls are routed by the caller's verified number,
   * so a line carries any number at once; other teams' calls (and demo leases) are not the broker's to see.
   */
  liveCalls: number;
}

/** List sizes of the broker workspace. */
export const AGENT_RECENT_SESSIONS_LIMIT = 5;
export const TEAM_ACTIVITY_LIMIT = 5;
export const TOP_SCENARIOS_LIMIT = 5;
export const TOP_PERFORMERS_LIMIT = 3;
