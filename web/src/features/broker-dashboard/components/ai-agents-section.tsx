import { AI_PERSONALITIES } from "@domain/training-options";
import { voiceName } from "@domain/voices";
import { Card } from "@/components/ui/card";
import { SectionHeading } from "./section-heading";

/** The AI lead personalities agents can practise against. */
export function AiAgentsSection() {
  return (
    <section aria-label="AI Agents">
      <SectionHeading
        title="AI Agents"
        description="The personalities your agents can choose when they set up a practice call."
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {AI_PERSONALITIES.map((personality) => (
          <li key={personality.id}>
            <Card className="h-full">
              <h3 className="text-lg font-semibold text-slate-900">{personality.name}</h3>
              <p className="mt-2 text-sm text-slate-800">{personality.description}</p>
              <p className="mt-4 text-sm text-slate-700">
                Voice:{" "}
                <span className="font-medium text-slate-900">{voiceName(personality.voiceId) ?? "Custom voice"}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
