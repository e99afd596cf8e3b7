/** @file A practice call held on a page (the scenario builder's trial call), as the Call Simulation tab holds it. */
export { usePracticeCall } from "./components/simulation/use-practice-call";
export { ActiveCall } from "./components/simulation/active-call";
