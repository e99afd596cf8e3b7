/** @file The signed-in hint read from the cookie, without React: the entry script reads it before the app loads. */
import { SIGNED_IN_HINT_COOKIE } from "@domain/signed-in-hint";

/** Whether the server left its readable "signed in" hint beside the HttpOnly session cookie. */
export function hasSignedInHint(): boolean {
  return document.cookie.split(";").some((pair) => {
    const [name, value] = pair.trim().split("=");
    return name === SIGNED_IN_HINT_COOKIE && Boolean(value);
  });
}
