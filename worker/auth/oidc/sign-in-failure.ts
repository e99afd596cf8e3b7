import type { FriendlyPage } from "../friendly-page";
import type { OidcError } from "./oidc-error";

const TITLE = "We couldn't sign you in";

/** What the visitor reads for each kind of failure; the reason itself only goes to the logs. */
export function failurePage(error: OidcError): FriendlyPage {
  const { reason, status } = error;
  if (status === 503) {
    return {
      title: "Sign-in is unavailable",
      message: "Sign-in is not set up on this site yet. Please try again later.",
      retry: false,
    };
  }
  if (status === 502) {
    return {
      title: TITLE,
      message: "We could not reach the sign-in provider. Please try again in a moment.",
      retry: true,
    };
  }
  if (status === 500) {
    return { title: TITLE, message: "Something went wrong on our side. Please try again.", retry: true };
  }
  if (reason.startsWith("login_state") || reason === "state_mismatch") {
    return {
      title: TITLE,
      message: "This sign-in link has expired or was already used. Please start again.",
      retry: true,
    };
  }
  if (reason.startsWith("provider_")) {
    return { title: TITLE, message: "The sign-in was cancelled or refused by the provider.", retry: true };
  }
  if (reason === "email_missing" || reason === "email_unverified") {
    return {
      title: TITLE,
      message: "PracticeLine needs a verified email address from your sign-in provider, and none was shared.",
      retry: false,
    };
  }
  if (reason === "email_taken") {
    return {
      title: TITLE,
      message:
        "Your email address already belongs to a PracticeLine account that signs in with a different login. Please sign in with that login.",
      retry: false,
    };
  }
  return { title: TITLE, message: "We could not verify your sign-in. Please try again.", retry: true };
}
