/** @file Worker-test helper: faults armed at the local bridge for the connections of one test only. */
import { env } from "cloudflare:test";
import { inject } from "vitest";
import { armFaults, type ArmedFaults } from "./bridge-faults";
import type { FaultRule } from "./fault-rule";

export interface InjectedFaults extends ArmedFaults {
  /** The test database's URL under an application name of its own: only its connections meet the faults. */
  databaseUrl: string;
}

/**
 * Arms the rules at the bridge for connections made with the returned `databaseUrl`, so tests running at the
 * same time, and the Durable Objects (which keep the test's own bindings), never meet them.
 */
export async function injectFaults(...rules: Array<Omit<FaultRule, "applicationName">>): Promise<InjectedFaults> {
  const applicationName = `fault-${crypto.randomUUID().slice(0, 8)}`;
  const armed = await armFaults(
    inject("dbBridgeUrl"),
    rules.map((rule) => ({ ...rule, applicationName })),
  );
  const databaseUrl = new URL(env.DATABASE_URL!);
  databaseUrl.searchParams.set("application_name", applicationName);
  return { ...armed, databaseUrl: databaseUrl.toString() };
}
