import type { ReactNode } from "react";
import { SiteShell } from "@/features/layout";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The frame of the Terms and Privacy pages: a readable column of numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <SiteShell>
      <article aria-labelledby="legal-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 id="legal-heading" className="text-4xl font-extrabold tracking-tight text-slate-900">
          {title}
        </h1>
        <div className="mt-6 space-y-4 text-slate-700">{intro}</div>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-section-${index}`} className="mt-10">
            <h2 id={`legal-section-${index}`} className="text-xl font-bold text-slate-900">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
              {section.body}
            </div>
          </section>
        ))}
      </article>
    </SiteShell>
  );
}

/** A mailto link in running text. */
export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold text-slate-900 underline underline-offset-2">
      {email}
    </a>
  );
}
