/** @file Arming faults at the local bridge's control endpoint; runs in Node (drills) and in workerd (tests). */
import type { ArmedFault, FaultRule } from "./fault-rule";

export interface ArmedFaults {
  /** How many times the faults have struck so far, together. */
  strikes(): Promise<number>;
  remove(): Promise<void>;
}

/** Arms each rule at the bridge whose control surface is `bridgeUrl` (`/faults` there). */
export async function armFaults(bridgeUrl: string, rules: FaultRule[]): Promise<ArmedFaults> {
  const faults = `${bridgeUrl}/faults`;
  const ids: string[] = [];
  for (const rule of rules) {
    const response = await fetch(faults, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(rule),
    });
    if (response.status !== 201)
      throw new Error(`the bridge refused the fault: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as ArmedFault).id);
  }
  return {
    async strikes() {
      const listed = (await (await fetch(faults)).json()) as ArmedFault[];
      return listed.filter((fault) => ids.includes(fault.id)).reduce((total, fault) => total + fault.strikes, 0);
    },
    async remove() {
      await Promise.all(ids.map((id) => fetch(`${faults}/${id}`, { method: "DELETE" })));
    },
  };
}
