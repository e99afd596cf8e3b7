/** @file Worker-test helper: faults armed at the local bridge for the connections of one test only. */
import { env } from "cloudflare:test";
import { inject } from "vitest";
import type { ArmedFault, FaultRule } from "./fault-rule";

export interface InjectedFaults {
  /** The test database's URL under an application name of its own: only its connections meet the faults. */
  databaseUrl: string;
  /** How many times the faults have struck so far, together. */
  strikes(): Promise<number>;
  remove(): Promise<void>;
}

/**
 * Arms the rules at the bridge for connections made with the returned `databaseUrl`, so tests running at the
 * same time, and the Durable Objects (which keep the test's own bindings), never meet them.
 */
export async function injectFaults(...rules: Array<Omit<FaultRule, "applicationName">>): Promise<InjectedFaults> {
  const faults = `${inject("dbBridgeUrl")}/faults`;
  const applicationName = `fault-${crypto.randomUUID().slice(0, 8)}`;
  const ids: string[] = [];
  for (const rule of rules) {
    const response = await fetch(faults, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...rule, applicationName }),
    });
    if (response.status !== 201) throw new Error(`the bridge refused the fault: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as ArmedFault).id);
  }
  const databaseUrl = new URL(env.DATABASE_URL!);
  databaseUrl.searchParams.set("application_name", applicationName);
  return {
    databaseUrl: databaseUrl.toString(),
    async strikes() {
      const listed = (await (await fetch(faults)).json()) as ArmedFault[];
      return listed.filter((fault) => ids.includes(fault.id)).reduce((total, fault) => total + fault.strikes, 0);
    },
    async remove() {
      await Promise.all(ids.map((id) => fetch(`${faults}/${id}`, { method: "DELETE" })));
    },
  };
}
