import { Card } from "@/components/ui/card";

const TIPS = [
  "Speak clearly and at a moderate pace.",
  "Build rapport before you make the offer.",
  "Listen actively: let the lead finish, then answer what they said.",
  "Practise the opening script daily.",
];

export function QuickTips() {
  return (
    <Card>
      <h2 className="text-lg font-bold text-slate-900">Quick Tips</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
