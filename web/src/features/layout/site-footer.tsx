import { Link } from "react-router";
import { TRAINING_VERTICALS } from "../../../../domain/enums";
import { paths } from "../../config/paths";
import { SITE_NAME } from "../../config/site";
import { VERTICAL_THEMES } from "../../config/vertical-themes";
import { AccountLink } from "./account-link";

const LINK_CLASSES =
  "inline-flex min-h-8 items-center rounded text-sm text-slate-700 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{SITE_NAME}</p>
          <p className="mt-2 max-w-xs text-sm text-slate-700">
            Cold-call practice with AI leads on a real phone line, for real estate, insurance and SaaS teams.
          </p>
        </div>
        <nav aria-label="Industries">
          <h2 className="text-sm font-semibold text-slate-900">Industries</h2>
          <ul className="mt-2 space-y-1">
            {TRAINING_VERTICALS.map((vertical) => (
              <li key={vertical}>
                <Link to={paths.industry(vertical)} className={LINK_CLASSES}>
                  {VERTICAL_THEMES[vertical].name} cold-call training
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Try it">
          <h2 className="text-sm font-semibold text-slate-900">Try it</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to={paths.demo} className={LINK_CLASSES}>
                Free demo call
              </Link>
            </li>
            <li>
              <Link to={paths.home} className={LINK_CLASSES}>
                {SITE_NAME} home
              </Link>
            </li>
            <li>
              <AccountLink className={LINK_CLASSES} />
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold text-slate-900">Legal</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to={paths.terms} className={LINK_CLASSES}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={LINK_CLASSES}>
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-700">
        © {SITE_NAME}. Early access: the beta is open to a limited number of businesses.
      </p>
    </footer>
  );
}
