/** @file What the Worker shares with the PhoneLineDO (one per practice line, named by its E.164 number). */
export interface Lease {
  conversationId: string;
  expiresAt: number;
}
