import { isPassingScore } from "@domain/settings";
import { PassBadge } from "@/components/ui/pass-badge";
import { useUserSettings } from "../api/get-user-settings";

/** Whether an agent's scored session reached the minimum passing score the broker set; nothing until that is known. */
export function TeamPassBadge({ score }: { score: number }) {
  const settings = useUserSettings();
  if (!settings.data) return null;
  return <PassBadge passed={isPassingScore(score, settings.data.trainingConfig.minimumPassingScore)} />;
}
