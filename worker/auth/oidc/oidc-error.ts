/** A refused or failed sign-in. `reason` is for logs; the visitor gets a friendly page with `status`. */
export class OidcError extends Error {
  constructor(
    readonly reason: string,
    readonly status: 400 | 409 | 500 | 502 | 503 = 400,
  ) {
    super(reason);
    this.name = "OidcError";
  }
}
