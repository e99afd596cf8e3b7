import { SCORE_CATEGORIES, SCORE_CATEGORY_LABELS, type CategoryScores } from "@domain/analysis";

const SIZE = 300;
const CENTRE = SIZE / 2;
const RADIUS = 95;

function pointAt(index: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / SCORE_CATEGORIES.length;
  const distance = (value / 100) * RADIUS;
  return [CENTRE + distance * Math.cos(angle), CENTRE + distance * Math.sin(angle)];
}

const polygon = (values: number[]) => values.map((value, index) => pointAt(index, value).join(",")).join(" ");

/** The five skill averages as a radar, in plain SVG; the same numbers are listed beside it as text. */
export function SkillProfileChart({ scores }: { scores: CategoryScores }) {
  const values = SCORE_CATEGORIES.map((category) => scores[category]);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" className="mx-auto h-auto w-full max-w-xs">
      <title>{`Skill profile: ${SCORE_CATEGORIES.map((category) => `${SCORE_CATEGORY_LABELS[category]} ${scores[category]}`).join(", ")}`}</title>
      {[25, 50, 75, 100].map((ring) => (
        <polygon
          key={ring}
          points={polygon(SCORE_CATEGORIES.map(() => ring))}
          fill="none"
          className="stroke-slate-200"
          strokeWidth={1}
        />
      ))}
      <polygon points={polygon(values)} className="fill-blue-700/20 stroke-blue-700" strokeWidth={2} />
      {SCORE_CATEGORIES.map((category, index) => {
        const [x, y] = pointAt(index, 122);
        return (
          <text key={category} x={x} y={y} textAnchor="middle" className="fill-slate-700 text-[10px]">
            {SCORE_CATEGORY_LABELS[category]}
          </text>
        );
      })}
    </svg>
  );
}
