/** @file Team scenarios: the list the broker's Training Scenarios shows, and the way into the builder. */
export { useTeamScenarios } from "./api/get-team-scenarios";
export { ScenarioList } from "./components/scenario-list";
