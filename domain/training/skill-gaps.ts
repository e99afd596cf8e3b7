/**
 * @file Skill-gap suggestions: the weakest of the five scores over an agent's last 10 scored calls, and the scenario
 * that trains it.
 */
import { SCORE_CATEGORIES, type CategoryScores, type ScoreCategory } from "../analysis";
import type { ScenarioDifficulty, TrainingVertical } from "../enums";

export const SKILL_GAP_WINDOW = 10;

/** The weakest skill (mean over the latest calls, newest first); null without scored calls. Ties go to the earlier category. */
export function weakestSkill(latestScores: CategoryScores[]): { skill: ScoreCategory; average: number } | null {
  const window = latestScores.slice(0, SKILL_GAP_WINDOW);
  if (window.length === 0) return null;
  let weakest: { skill: ScoreCategory; average: number } | null = null;
  for (const skill of SCORE_CATEGORIES) {
    const average = Math.round(window.reduce((sum, scores) => sum + scores[skill], 0) / window.length);
    if (!weakest || average < weakest.average) weakest = { skill, average };
  }
  return weakest;
}

export interface TrainingScenario {
  id: string;
  title: string;
  vertical: TrainingVertical;
  difficulty: ScenarioDifficulty;
  objections: number;
}

const DIFFICULTY_RANK: Record<ScenarioDifficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };

/**
 * Which scenario trains a skill: objection handling wants the lead with the most objections; conversion the hardest
 * lead; tone and pacing a calm, easy lead (delivery without pressure); script adherence a middling one.
 */
export function scenarioForSkill(
  skill: ScoreCategory,
  vertical: TrainingVertical,
  scenarios: TrainingScenario[],
): TrainingScenario | null {
  const candidates = scenarios.filter((scenario) => scenario.vertical === vertical);
  const wanted = (scenario: TrainingScenario): number => {
    const difficulty = DIFFICULTY_RANK[scenario.difficulty];
    if (skill === "objectionHandling") return -scenario.objections;
    if (skill === "conversionLikelihood") return -difficulty;
    if (skill === "scriptAdherence") return Math.abs(difficulty - 1);
    return difficulty;
  };
  return [...candidates].sort((a, b) => wanted(a) - wanted(b) || a.title.localeCompare(b.title))[0] ?? null;
}
