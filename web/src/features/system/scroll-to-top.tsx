import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Spec §2: scroll resets to top on navigation. Not on the first render: a prerendered page may already have been
 * scrolled by the visitor before the script ran, and jumping back under their finger would lose their click.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
