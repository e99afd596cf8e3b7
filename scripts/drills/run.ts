/**
 * @file `npm run drills`: load and fault drills, each with a clear pass or fail. The workerd fault tests run
 * first; then one stack (the production build on its own embedded Postgres, a fake LLM) serves the load
 * drills, then the Postgres faults injected at each phase of a request, the Postgres outage last. Prints a PASS/FAIL table; exits 1 when any drill fails.
 * `npm run drills -- outage burst` runs only the drills whose names contain one of the words.
 */
import { readFileSync } from "node:fs";
import { forgetSends, sendsSoFar } from "../bench/dev-proxy-resend";
import { callBudgetsDrill } from "./call-budgets";
import { callerRoutingDrill } from "./caller-routing";
import { concurrentCallsDrill } from "./concurrent-calls";
import { llmFaultsDrill } from "./llm-faults";
import { postgresFaultPhasesDrill } from "./postgres-fault-phases";
import { postgresOutageDrill } from "./postgres-outage";
import { judgeResends } from "./proxy-resends";
import { startDrillStack, type DrillStack } from "./stack";
import { seconds, type Drill, type DrillResult } from "./types";
import { waitingListBurstDrill } from "./waiting-list-burst";
import { workerdFaultsDrill } from "./workerd-faults";

const DRILLS: Drill[] = [
  workerdFaultsDrill,
  waitingListBurstDrill,
  concurrentCallsDrill,
  callerRoutingDrill,
  llmFaultsDrill,
  postgresFaultPhasesDrill,
  postgresOutageDrill,
  callBudgetsDrill,
];

function withResendsJudged(result: DrillResult, logFile: string, logStart: number): DrillResult {
  const verdict = judgeResends(sendsSoFar(), readFileSync(logFile).subarray(logStart).toString("utf8"));
  return {
    pass: result.pass && verdict.failures.length === 0,
    summary: verdict.note ? `${result.summary}; ${verdict.note}` : result.summary,
    failures: [...result.failures, ...verdict.failures],
  };
}

async function main(): Promise<number> {
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  const chosen = DRILLS.filter(
    (drill) => words.length === 0 || words.some((word) => drill.name.toLowerCase().includes(word)),
  );
  const results: Array<{ drill: Drill; result: DrillResult; ms: number }> = [];
  let stack: DrillStack | null = null;
  try {
    for (const drill of chosen) {
      if (drill.needsStack && !drill.stackConfig && !stack) stack = await startDrillStack((line) => console.log(line));
      console.log(`drill: ${drill.name}...`);
      const started = performance.now();
      let result: DrillResult;
      let own: DrillStack | null = null;
      try {
        if (drill.stackConfig) own = await startDrillStack((line) => console.log(`  ${line}`), drill.stackConfig);
        const served = own ?? stack;
        const logStart = served?.logSize() ?? 0;
        forgetSends();
        result = await drill.run({ stack: served, log: (line) => console.log(`  ${line}`) });
        if (served) result = withResendsJudged(result, served.logFile, logStart);
      } catch (error) {
        result = { pass: false, summary: "crashed", failures: [String((error as Error)?.stack ?? error)] };
      } finally {
        await own?.close();
      }
      const ms = performance.now() - started;
      results.push({ drill, result, ms });
      console.log(`  ${result.pass ? "PASS" : "FAIL"} in ${seconds(ms)}: ${result.summary}`);
      for (const failure of result.failures) console.log(`  ✗ ${failure}`);
    }
  } finally {
    await stack?.close();
  }
  console.log(["", "| drill | result | time | measured |", "| --- | --- | --- | --- |"].join("\n"));
  for (const { drill, result, ms } of results)
    console.log(`| ${drill.name} | ${result.pass ? "PASS" : "**FAIL**"} | ${seconds(ms)} | ${result.summary} |`);
  const failed = results.filter(({ result }) => !result.pass).length;
  console.log(
    failed === 0
      ? `\nall ${results.length} drills passed`
      : `\n${failed} of ${results.length} drills FAILED${stack ? ` (stack log: ${stack.logFile})` : ""}`,
  );
  return failed === 0 && results.length > 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
