import { Link } from "react-router";
import { paths } from "@domain/app-paths";

/** `/?practice` switches the home page to its full-screen practice view. */
export const PRACTICE_VIEW_PARAM = "practice";

/** A real link, so it works before the page's script has loaded; the view opens once it has. */
export function PracticeViewLink({ className }: { className: string }) {
  return (
    <Link to={`${paths.home}?${PRACTICE_VIEW_PARAM}`} className={className}>
      Practice a call right here, full screen
    </Link>
  );
}
