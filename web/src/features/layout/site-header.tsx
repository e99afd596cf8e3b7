import { useState, type KeyboardEvent } from "react";
import { Link, useLocation } from "react-router";
import type { TrainingVertical } from "@domain/enums";
import { paths } from "@domain/app-paths";
import { buttonStyles } from "@/components/ui/button-styles";
import { ScriptButton } from "@/components/ui/script-button";
import { useWaitingList } from "@/features/waiting-list";
import { AccountLink } from "./account-link";
import { CloseIcon, MenuIcon } from "./icons";
import { Logo } from "./logo";
import { navItemsFor, type NavItem } from "./nav-items";
import { industryPageOf, waitingListVerticalFor } from "./waiting-list-vertical";

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const { pathname } = useLocation();
  const waitingList = useWaitingList();
  // Remembering where the menu was opened closes it on any navigation without an effect.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === pathname;
  const closeMenu = () => setMenuOpenedAt(null);
  const items = navItemsFor(pathname);
  const industry = industryPageOf(pathname);

  const joinWaitingList = () => {
    closeMenu();
    waitingList.open({ vertical: waitingListVerticalFor(pathname) });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") closeMenu();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white" onKeyDown={closeOnEscape}>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo onClick={closeMenu} />
        <nav aria-label="Main" className="hidden lg:block">
          <NavList items={items} pathname={pathname} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-2">
          <AccountLink className={`${buttonStyles("ghost")} hidden sm:inline-flex`} />
          <div className="hidden sm:block">
            <JoinWaitingList industry={industry} className={buttonStyles()} onJoin={joinWaitingList} />
          </div>
          <ScriptButton
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenedAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
            Menu
          </ScriptButton>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 lg:hidden"
      >
        <NavList items={items} pathname={pathname} className="flex flex-col gap-1" onChoose={closeMenu} />
        <AccountLink className={`${buttonStyles("secondary")} mt-3 w-full`} onClick={closeMenu} />
        <JoinWaitingList
          industry={industry}
          className={`${buttonStyles()} mt-3 w-full`}
          onJoin={joinWaitingList}
          onFollow={closeMenu}
        />
      </nav>
    </header>
  );
}

/** The industry pages' header opens the waiting-list screen (a link); every other page's, the dialog. */
function JoinWaitingList(props: {
  industry: TrainingVertical | null;
  className: string;
  onJoin: () => void;
  onFollow?: () => void;
}) {
  if (props.industry) {
    return (
      <Link to={paths.waitingListFor(props.industry)} className={props.className} onClick={props.onFollow}>
        Join Waiting List
      </Link>
    );
  }
  return (
    <ScriptButton className={props.className} onClick={props.onJoin}>
      Join Waiting List
    </ScriptButton>
  );
}

function NavList(props: { items: NavItem[]; pathname: string; className: string; onChoose?: () => void }) {
  return (
    <ul className={props.className}>
      {props.items.map((item) => {
        const current = item.to === props.pathname;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={current ? "page" : undefined}
              onClick={props.onChoose}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
                current ? item.activeClasses : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
