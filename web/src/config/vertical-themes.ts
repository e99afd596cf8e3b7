import type { TrainingVertical } from "@domain/enums";

export interface VerticalTheme {
  /** Text in the vertical's colour; at least 4.5:1 on white and on `tint`. */
  text: string;
  tint: string;
  border: string;
  /** Filled surface with white text, at least 4.5:1. */
  solid: string;
}

/** Colours of spec §2: real estate red, insurance blue, SaaS green (tokens in styles.css). */
export const VERTICAL_THEMES: Record<TrainingVertical, VerticalTheme> = {
  real_estate: {
    text: "text-real-estate",
    tint: "bg-red-50",
    border: "border-red-200",
    solid: "bg-real-estate text-white hover:bg-red-800",
  },
  insurance: {
    text: "text-insurance",
    tint: "bg-blue-50",
    border: "border-blue-200",
    solid: "bg-insurance text-white hover:bg-blue-700",
  },
  saas: {
    text: "text-saas",
    tint: "bg-green-50",
    border: "border-green-200",
    solid: "bg-saas text-white hover:bg-green-800",
  },
};
