import type { ReactNode } from "react";
import { Link } from "react-router";
import { TRAINING_VERTICALS } from "@domain/enums";
import { paths } from "@domain/app-paths";
import { SITE_NAME } from "@/config/site";
import { VERTICAL_NAMES } from "@domain/verticals";
import { AccountLink } from "./account-link";

const LINK_CLASSES =
  "inline-flex min-h-8 items-center rounded text-sm text-slate-700 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900";

interface FooterLink {
  to: string;
  label: string;
}

const TRY_IT: FooterLink[] = [
  { to: paths.demo, label: "Free demo call" },
  { to: paths.waitingList, label: "Join the waiting list" },
  { to: paths.home, label: `${SITE_NAME} home` },
];

const LEGAL: FooterLink[] = [
  { to: paths.terms, label: "Terms of Service" },
  { to: paths.privacy, label: "Privacy Policy" },
];

const INDUSTRIES: FooterLink[] = TRAINING_VERTICALS.map((vertical) => ({
  to: paths.industry(vertical),
  label: `${VERTICAL_NAMES[vertical]} cold-call training`,
}));

/** One titled group of footer links; `extra` is a last item that is not a plain link. */
function FooterNav({ title, links, extra }: { title: string; links: FooterLink[]; extra?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK_CLASSES}>
              {link.label}
            </Link>
          </li>
        ))}
        {extra ? <li>{extra}</li> : null}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{SITE_NAME}</p>
          <p className="mt-2 max-w-xs text-sm text-slate-700">
            Cold-call practice with AI leads on a real phone line, for real estate, insurance and SaaS teams.
          </p>
        </div>
        <FooterNav title="Industries" links={INDUSTRIES} />
        <FooterNav title="Try it" links={TRY_IT} extra={<AccountLink className={LINK_CLASSES} />} />
        <FooterNav title="Legal" links={LEGAL} />
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-700">
        © {SITE_NAME}. Early access: the beta is open to a limited number of businesses.
      </p>
    </footer>
  );
}
