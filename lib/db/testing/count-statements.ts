/**
 * @file Worker-test helper: the database round trips one request takes, counted at the local bridge as the bench
 * counts them (each simple query or parsed statement waits for its answer). A rule armed for this request's own
 * application name never strikes (`skip` is out of reach); the moments it lets pass are its statements, so tests
 * running at the same time are not counted.
 */
import { inject } from "vitest";
import type { ArmedFault } from "./fault-rule";
import { injectFaults } from "./inject-faults";

const NEVER = 1_000_000_000;

export async function statementsOf(send: (databaseUrl: string) => Promise<Response>): Promise<number> {
  const probe = await injectFaults({ at: "statement", matching: "", action: "close", skip: NEVER });
  try {
    const response = await send(probe.databaseUrl);
    await response.arrayBuffer();
    const armed = (await (await fetch(`${inject("dbBridgeUrl")}/faults`)).json()) as ArmedFault[];
    const applicationName = new URL(probe.databaseUrl).searchParams.get("application_name");
    return armed
      .filter((fault) => fault.applicationName === applicationName)
      .reduce((total, fault) => total + fault.passed, 0);
  } finally {
    await probe.remove();
  }
}
