/** @file Return paths that a prefix check lets through but that normalise to the scheme-relative `//evil.example`. */
export const NORMALISING_REDIRECT_PAYLOADS = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "/x/../\\evil.example",
];
