import { useEffect } from "react";
import { useLocation } from "react-router";
import { UNAUTHORIZED_REDIRECT_MS } from "@domain/constants";
import { toast } from "@/components/ui/toast";
import { loginUrl } from "../login-url";

/**
 * The spec's unauthenticated flow (§4, §8): toast 'Unauthorized', then a browser redirect to /api/login
 * after 0.5 s. Dashboards call it when auth says signed out, or when an API call answers 401 mid-session.
 */
export function useUnauthorizedRedirect(signedOut: boolean): void {
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  useEffect(() => {
    if (!signedOut) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The 0.5 s count from when the toast is on screen (its code loads with the first toast of a visit).
    const redirectSoon = () => {
      if (cancelled) return;
      timer = setTimeout(() => {
        window.location.href = loginUrl(returnTo);
      }, UNAUTHORIZED_REDIRECT_MS);
    };
    toast({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    }).then(redirectSoon, redirectSoon);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [signedOut, returnTo]);
}
