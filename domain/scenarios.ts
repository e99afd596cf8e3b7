/** Per-scenario voice settings stored in demo_scenarios.conversation_config. */
export interface ConversationConfig {
  firstMessage: string;
  voiceId: string;
  /** Lines the lead uses to push back; the offline simulator answers with them. */
  objections: string[];
}
