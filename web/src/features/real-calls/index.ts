/** @file Real calls (issue 32): the upload form, on the agent's dashboard and on a broker's agent page. */
export { RealCallUploadCard } from "./components/real-call-upload-card";
export { RealCallBadge, isRealCall } from "./components/real-call-badge";
