import { scoreColor, type ScoreColor } from "@domain/analytics";

/** Text colours that keep 4.5:1 contrast on white. */
const COLOR_CLASSES: Record<ScoreColor, string> = {
  green: "text-green-700",
  yellow: "text-yellow-800",
  red: "text-red-700",
};

/** A score coloured by the analytics bands: 80+ green, 60–79 yellow, below 60 red. */
export function ScoreValue({ score, suffix = "" }: { score: number; suffix?: string }) {
  return (
    <span className={COLOR_CLASSES[scoreColor(score)]} data-color={scoreColor(score)}>
      {score}
      {suffix}
    </span>
  );
}
