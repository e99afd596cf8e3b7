/** @file Worker-test helpers for reading and replaying Set-Cookie headers. */

/** name → value of every cookie a response sets (an empty value means "delete"). */
export function setCookies(response: Response): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const index = pair!.indexOf("=");
    cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
  }
  return cookies;
}

/** The raw Set-Cookie header for `name`, to check its attributes. */
export function setCookieHeader(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

/** A tiny cookie jar for talking to the OpenID provider across redirects. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const [name, value] of setCookies(response)) {
      if (value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
