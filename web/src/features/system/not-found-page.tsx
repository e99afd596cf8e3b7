import { Link } from "react-router";
import { buttonStyles } from "@/components/ui/button-styles";
import { paths } from "@domain/app-paths";
import { SiteShell } from "@/features/layout";

/** Any other path (spec §2), inside the site's header and footer so there is always a way on. */
export function NotFoundPage() {
  return (
    <SiteShell>
      <section aria-labelledby="not-found-heading" className="bg-slate-50">
        <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-bold uppercase tracking-wide text-slate-700">404</p>
          <h1 id="not-found-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900">
            Page Not Found
          </h1>
          <p className="mt-4 text-slate-700">Did you forget to add the page to the router?</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.home} className={buttonStyles()}>
              Go to the home page
            </Link>
            <Link to={paths.demo} className={buttonStyles("secondary")}>
              Try the free demo
            </Link>
          </div>
        </div>
      </section>
    </SiteShell>
  );
}
