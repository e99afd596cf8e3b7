/**
 * @file `npm run calibrate`: plays graded calls through the configured scorer and prints how far it agrees
 * with the sales managers' grades (README, "Call analysis").
 *
 *   npm run calibrate                              every batch of lib/analysis/graded-calls, metrics scorer
 *   npm run calibrate -- --set batch-a1            one batch (or --set <any folder of graded-call files>, or a team's
 *                                                  export graded-calls-YYYY-MM-DD.json)
 *   npm run calibrate -- --scorer openai           an OpenAI-compatible judge (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL)
 *   npm run calibrate -- --scorer workers-ai --url https://…   a deployed Worker's scorer (CALIBRATION_TOKEN)
 *   npm run calibrate -- --seal /work/sealed/b1    seal a finished batch and record its first measurement
 *   npm run calibrate -- --fit                     fit the overall score's weights (leave-one-batch-out report)
 */
import { parseArgs } from "node:util";
import { readAllBatches, readBatchOrFolder } from "./graded-sets";
import { measurementOf, scoreCalls } from "./measure";
import { agreementLine, criteriaLines, worstCallLines } from "./report";
import { SCORER_NAMES, scorerFor, type ScorerName } from "./scorers";
import { runFit } from "./fit";
import { sealBatch } from "./seal";

const USAGE = `usage: npm run calibrate -- [--set <batch|folder|file>]... [--scorer ${SCORER_NAMES.join("|")}] [--url <deployed Worker>] | --seal <folder> | --fit`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      set: { type: "string", multiple: true },
      scorer: { type: "string" },
      seal: { type: "string" },
      fit: { type: "boolean" },
      url: { type: "string" },
      help: { type: "boolean" },
    },
  });
  if (values.help) return console.log(USAGE);
  if (values.fit) {
    runFit();
    return;
  }
  const scorerName = (values.scorer ?? process.env.ANALYSIS_PROVIDER ?? "metrics") as ScorerName;
  if (!SCORER_NAMES.includes(scorerName)) throw new Error(`unknown scorer ${scorerName}\n${USAGE}`);
  const scorer = scorerFor(scorerName, process.env, { url: values.url });

  if (values.seal) {
    const seal = await sealBatch({ source: values.seal, scorer, log: console.log });
    const m = seal.firstMeasurement;
    console.log(
      `first measurement of ${seal.name} (commit ${m.commit ?? "unknown"}${m.uncommittedAnalyser ? ", analyser had uncommitted changes" : ""}):`,
    );
    console.log(agreementLine(m));
    for (const line of criteriaLines(m)) console.log(line);
    if (seal.rejected?.length)
      console.log(`rejected (format): ${seal.rejected.map((r) => `${r.file} (${r.error})`).join(", ")}`);
    return;
  }

  const batches = values.set?.length ? values.set.map(readBatchOrFolder) : readAllBatches();
  const all = [];
  console.log(`scorer: ${scorer.label}`);
  const judged = new Map<string, number>();
  for (const batch of batches) {
    const scored = await scoreCalls(batch.calls, scorer);
    all.push(...scored);
    for (const { result } of scored) {
      const by = result.scoredBy
        ? result.scoredBy.scorer === "judge"
          ? `judge ${result.scoredBy.model}`
          : result.scoredBy.fallback
            ? `metrics (judge fell back: ${result.scoredBy.fallback})`
            : "metrics"
        : "unrecorded";
      judged.set(by, (judged.get(by) ?? 0) + 1);
    }
    const m = measurementOf(batch.name, scored, scorer.label);
    console.log(agreementLine(m));
    const first = batch.seal?.firstMeasurement;
    if (first)
      console.log(
        `  first measured ${first.measuredAt.slice(0, 10)}: Spearman ${first.spearman.toFixed(3)}  MAE ${first.mae.toFixed(1)}  sentiment ${Math.round(first.sentimentAccuracy * 100)}%`,
      );
  }
  const total = measurementOf("all", all, scorer.label);
  if (batches.length > 1) console.log(agreementLine(total));
  for (const line of criteriaLines(total)) console.log(line);
  for (const line of worstCallLines(total)) console.log(line);
  console.log(`scored by: ${[...judged].map(([by, n]) => `${n} × ${by}`).join("; ")}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
