/** How long call recordings (and demo calls' words) are kept: AUDIO_RETENTION_DAYS, or the default. Pure. */
import { AUDIO_RETENTION_DAYS } from "./constants";

const DAY_MS = 86_400_000;

export function retentionDays(days: string | undefined | null): number {
  const value = Number(days);
  return Number.isFinite(value) && value > 0 ? value : AUDIO_RETENTION_DAYS;
}

export function retentionMs(days: string | undefined | null): number {
  return retentionDays(days) * DAY_MS;
}
