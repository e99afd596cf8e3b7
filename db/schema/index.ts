export * from "./enums";
export * from "./sessions";
export * from "./users";
export * from "./user-settings";
export * from "./phone-numbers";
export * from "./demo-scenarios";
export * from "./llm-instructions";
export * from "./practice-sessions";
export * from "./analytics";
export * from "./waiting-list";
export * from "./demo-call-logs";
export * from "./audio-processing-jobs";
export * from "./invitations";
export * from "./coaching-notes";
export * from "./training";

