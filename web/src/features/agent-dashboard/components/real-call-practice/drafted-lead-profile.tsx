import type { LeadDraft } from "@domain/real-calls/lead-draft";
import type { LeadSentiment } from "@domain/enums";

const PUSHBACK: Record<LeadDraft["profile"]["pushback"], string> = {
  gently: "Gently: one objection, then listened",
  firmly: "Firmly: two objections before an answer landed",
  hard: "Hard: three objections or more",
};

const MOOD: Record<LeadSentiment, string> = {
  positive: "Positive",
  neutral: "Neutral",
  negative: "Negative",
  hostile: "Hostile",
  interested: "Interested",
};

/** The real lead as the call showed them: who they are, what they wanted, their objections in their own words, how hard they pushed, their mood. */
export function DraftedLeadProfile({ profile }: { profile: LeadDraft["profile"] }) {
  return (
    <section aria-labelledby="drafted-lead-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h3 id="drafted-lead-heading" className="text-sm font-bold uppercase tracking-wide text-slate-700">
        Lead profile
      </h3>
      <p className="mt-2 text-lg font-bold text-slate-900">{profile.name ?? "The lead of your real call"}</p>
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">What they wanted</dt>
          <dd className="mt-1 text-slate-800">
            {profile.wanted ? `“${profile.wanted}”` : "They never said: find out this time."}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">Their objections, in their words</dt>
          <dd className="mt-1">
            {profile.objections.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5 text-slate-800" aria-label="Their objections">
                {profile.objections.map((quote, index) => (
                  <li key={`${index}-${quote}`}>“{quote}”</li>
                ))}
              </ul>
            ) : (
              <span className="text-slate-800">No objection was heard in the call.</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">How hard they pushed</dt>
          <dd className="mt-1 text-slate-800">{PUSHBACK[profile.pushback]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Their mood</dt>
          <dd className="mt-1 text-slate-800">{profile.mood ? MOOD[profile.mood] : "Not read from the call"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">How they answered the phone</dt>
          <dd className="mt-1 italic text-slate-800">“{profile.openingLine}”</dd>
        </div>
      </dl>
    </section>
  );
}
