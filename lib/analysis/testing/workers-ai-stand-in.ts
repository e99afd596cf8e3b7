/**
 * @file Test helper: a stand-in for the Workers AI binding (`env.AI`), which only exists on Cloudflare.
 * It takes what the real binding takes (`run(model, { messages, response_format, … })`) and answers as
 * the real one does: in JSON mode `{ response: <parsed object>, usage }`, otherwise `{ response: <text> }`;
 * an unknown model or a malformed request rejects, as the binding does.
 */
import type { WorkersAiBinding } from "../judge/run";

type RunInputs = Parameters<WorkersAiBinding["run"]>[1];

export interface StandInCall {
  model: string;
  inputs: RunInputs;
}

export type StandInAnswer = { json: unknown } | { text: string } | { error: string } | { hang: true };

export function workersAiStandIn(answer: StandInAnswer) {
  const calls: StandInCall[] = [];
  const binding: WorkersAiBinding = {
    async run(model, inputs) {
      calls.push({ model, inputs });
      if (!/^@(?:cf|hf)\/[\w.-]+\/[\w.-]+$/.test(model)) throw new Error(`5007: No such model ${model} or task`);
      if (!Array.isArray(inputs.messages) || inputs.messages.length === 0)
        throw new Error("5006: Error: required properties at '/' are 'messages'");
      if ("hang" in answer) return new Promise(() => {});
      if ("error" in answer) throw new Error(answer.error);
      const usage = { prompt_tokens: 812, completion_tokens: 164, total_tokens: 976 };
      if ("text" in answer) return { response: answer.text, usage };
      const jsonMode = inputs.response_format?.type === "json_schema";
      return { response: jsonMode ? answer.json : JSON.stringify(answer.json), usage };
    },
  };
  return { binding, calls };
}
