import { useMemo } from "react";
import { parseLeadProfile } from "@domain/scenario-profile";
import { Badge } from "@/components/ui/badge";

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Who the trainee is about to call, read from the scenario's prompt. */
export function LeadProfilePanel({ promptText }: { promptText: string }) {
  const profile = useMemo(() => parseLeadProfile(promptText), [promptText]);
  const facts = [profile.age === null ? null : `${profile.age} years old`, profile.role, profile.location].filter(
    Boolean,
  );
  return (
    <section aria-labelledby="lead-profile-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h3 id="lead-profile-heading" className="text-sm font-bold uppercase tracking-wide text-slate-700">
        Lead profile
      </h3>
      <p className="mt-2 text-lg font-bold text-slate-900">{profile.name ?? "Unnamed lead"}</p>
      {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(" · ")}</p> : null}
      {profile.summary ? <p className="mt-3 text-sm text-slate-800">{profile.summary}</p> : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-slate-900">Personality</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {profile.personality.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">Main concerns</dt>
          <dd className="mt-1">
            <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
              {profile.concerns.map((concern) => (
                <li key={concern}>{capitalise(concern)}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold text-slate-900">Expected response</dt>
          <dd className="mt-1 text-sm italic text-slate-800">&ldquo;{profile.expectedResponse}&rdquo;</dd>
        </div>
      </dl>
    </section>
  );
}
