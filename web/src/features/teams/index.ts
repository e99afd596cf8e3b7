/** @file What other features may use of teams: the team status card and how an invitation's expiry reads. */
export { TeamStatus } from "./components/team-status";
export { expiryDate, expiryText } from "./lib/expiry";
