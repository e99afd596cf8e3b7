/**
 * @file Drill: the fault tests that run inside workerd (`npm run test:workers` runs them too): the provider's
 * REST API and Twilio answering 500 or timing out, the LLM hanging, the database unreachable or refusing the
 * conversation's writes while its alarm retries, and the 500-sign-up burst.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Checks, type Drill } from "./types";

export const WORKERD_FAULT_TESTS = [
  "durable-objects/conversation/conversation.faults.test.ts",
  "worker/http/middleware/error-handler.test.ts",
  "worker/http/middleware/database-faults.test.ts",
  "worker/waiting-list/routes/waiting-list.concurrency.test.ts",
  "lib/voice/elevenlabs-client.test.ts",
  "lib/voice/twilio.test.ts",
  "durable-objects/conversation/analyse.test.ts",
  "durable-objects/conversation/provider-lookup.test.ts",
];

interface VitestJson {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

export const workerdFaultsDrill: Drill = {
  name: "workerd fault tests: provider 500s/timeouts, LLM hang, database down, alarm retries",
  needsStack: false,
  async run({ log }) {
    const checks = new Checks();
    const report = join(mkdtempSync(join(tmpdir(), "practiceline-drill-vitest-")), "report.json");
    const args = [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.workers.config.ts",
      "--reporter=json",
      `--outputFile=${report}`,
      ...WORKERD_FAULT_TESTS,
    ];
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
      child.stderr.on("data", () => {});
      child.on("exit", resolve);
    });
    let result: VitestJson;
    try {
      result = JSON.parse(readFileSync(report, "utf8")) as VitestJson;
    } catch {
      checks.expect(false, "vitest wrote its report", `exit code ${exitCode}`);
      return checks.result("no report");
    }
    for (const file of result.testResults) {
      for (const test of file.assertionResults.filter((assertion) => assertion.status !== "passed")) {
        checks.expect(false, test.fullName, test.failureMessages[0]?.split("\n")[0] ?? test.status);
      }
    }
    checks.expect(exitCode === 0, "vitest exited 0", exitCode);
    log(`${result.numPassedTests}/${result.numTotalTests} passed`);
    return checks.result(
      `${result.numPassedTests}/${result.numTotalTests} tests passed in ${WORKERD_FAULT_TESTS.length} files`,
    );
  },
};
