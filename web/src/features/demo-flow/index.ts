/** @file The demo's steps, for a page that embeds them (the home page's practice view). */
export { DemoFlow, type DemoFlowProps } from "./demo-flow";
