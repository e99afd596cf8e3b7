import { describe, expect, it } from "vitest";
import { LOCAL_PUBLIC_SITE, publicSite } from "./public-site";

const TOML =
  '[vars]\nENVIRONMENT = "production"\nAPP_ORIGIN = "https://train.example.com"\nCONTACT_EMAIL = "team@train.example.com"\n\n[env.local.vars]\nAPP_ORIGIN = "http://localhost:1"\n';

describe("the public origin and contact address the site is built with", () => {
  it("are the deployment's: [vars] in wrangler.toml, the environment over it", () => {
    expect(publicSite({}, TOML)).toEqual({
      origin: "https://train.example.com",
      contactEmail: "team@train.example.com",
    });
    expect(publicSite({ APP_ORIGIN: "https://other.example/", CONTACT_EMAIL: "hi@other.example" }, TOML)).toEqual({
      origin: "https://other.example",
      contactEmail: "hi@other.example",
    });
  });

  it("are the local stack's when nothing sets them (a build on a developer's machine or in CI)", () => {
    expect(publicSite({}, '[vars]\nENVIRONMENT = "production"\n')).toEqual({
      origin: LOCAL_PUBLIC_SITE.APP_ORIGIN,
      contactEmail: LOCAL_PUBLIC_SITE.CONTACT_EMAIL,
    });
  });
});
