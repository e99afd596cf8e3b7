/** @file The lead profile panel: who the trainee is about to call, read from a scenario's prompt (the demo, the scenario builder). */
export { LeadProfilePanel } from "./lead-profile-panel";
