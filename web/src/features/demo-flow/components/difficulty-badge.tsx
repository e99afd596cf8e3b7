import type { ScenarioDifficulty } from "@domain/enums";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const STYLES: Record<ScenarioDifficulty, string> = {
  beginner: "bg-emerald-100 text-emerald-900",
  intermediate: "bg-amber-100 text-amber-900",
  advanced: "bg-red-100 text-red-900",
};

export function DifficultyBadge({ difficulty }: { difficulty: ScenarioDifficulty }) {
  return <Badge className={cn("capitalize", STYLES[difficulty])}>{difficulty}</Badge>;
}
