import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonShape } from "@/components/ui/button-styles";
import { VERTICAL_THEMES } from "@/config/vertical-themes";
import type { Industry } from "./industries";
import { IndustryStats } from "./industry-stats";

/** One vertical as a card: heading, its scenario themes, its stats and one call to action. */
export function IndustryCard(props: {
  industry: Industry;
  heading: ReactNode;
  intro?: ReactNode;
  themesHeading?: string;
  bullet: string;
  link: { to: string; label: string };
}) {
  const { industry, heading, intro, themesHeading, bullet, link } = props;
  const theme = VERTICAL_THEMES[industry.vertical];
  return (
    <li className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${theme.border}`}>
      {heading}
      {intro}
      {themesHeading && <h3 className="mt-5 text-sm font-semibold text-slate-900">{themesHeading}</h3>}
      <ul className={`${themesHeading ? "mt-2" : "mt-4"} flex-1 space-y-2 text-sm text-slate-700`}>
        {industry.themes.map((title) => (
          <li key={title} className="flex gap-2">
            <span aria-hidden="true" className={theme.text}>
              {bullet}
            </span>
            {title}
          </li>
        ))}
      </ul>
      <IndustryStats
        industry={industry}
        className="mt-6 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4"
        valueClassName="text-lg font-bold text-slate-900"
      />
      <Link to={link.to} className={`${buttonShape()} mt-6 ${theme.solid} focus-visible:outline-slate-900`}>
        {link.label}
      </Link>
    </li>
  );
}
