import { TRAINING_VERTICALS } from "@domain/enums";
import { trainingLabel } from "@domain/verticals";
import { paths } from "@domain/app-paths";
import { VERTICAL_THEMES } from "@/config/vertical-themes";

export interface NavItem {
  to: string;
  label: string;
  /** Classes of the link while it is the current page. */
  activeClasses: string;
}

const HOME: NavItem = { to: paths.home, label: "Home", activeClasses: "bg-slate-100 text-slate-900" };

const TRAINING: NavItem[] = TRAINING_VERTICALS.map((vertical) => ({
  to: paths.industry(vertical),
  label: trainingLabel(vertical),
  activeClasses: `${VERTICAL_THEMES[vertical].tint} ${VERTICAL_THEMES[vertical].text}`,
}));

/** Spec §2: the three training links, plus Home on every page except home. */
export function navItemsFor(pathname: string): NavItem[] {
  return pathname === paths.home ? TRAINING : [HOME, ...TRAINING];
}
