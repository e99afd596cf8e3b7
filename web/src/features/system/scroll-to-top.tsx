import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §2: scroll resets to top on navigation. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
