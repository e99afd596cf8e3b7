import { isPassingScore } from "@domain/settings";
import { PassBadge } from "@/components/ui/pass-badge";
import { useTeamTrainingRules } from "../api/get-training-config";

/** Whether a scored practice call reached the team's minimum passing score; nothing until that is known. */
export function SessionPassBadge({ score }: { score: number }) {
  const rules = useTeamTrainingRules();
  if (!rules.data) return null;
  return <PassBadge passed={isPassingScore(score, rules.data.minimumPassingScore)} />;
}
