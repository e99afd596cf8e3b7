/** @file What the dashboards use of team training: its API, the agent's assignments, and the shared badges and leaderboard. */
export {
  cancelAssignment,
  createAssignment,
  MATRIX_CSV_URL,
  setLeaderboardOptOut,
  startAssignmentAttempt,
  trainingKeys,
  useAgentAssignments,
  useAssignableScenarios,
  useCompletionMatrix,
  useSkillGaps,
} from "./api";
export { AssignedToYou, type AgentAssignment } from "./components/assigned-to-you";
export { AssignmentVerdict } from "./components/assignment-verdict";
export { CertificateBadges } from "./components/certificate-badges";
export { formatDue } from "./components/format";
export { LeaderboardPanel } from "./components/leaderboard-panel";
export { AssignmentStatusBadge } from "./components/status-badge";
