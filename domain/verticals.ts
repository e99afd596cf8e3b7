import { TRAINING_VERTICALS, VERTICALS, type TrainingVertical, type Vertical } from "./enums";

/** What each training vertical is called across the site (spec §2): headings, links, titles, scenario categories. */
export const VERTICAL_NAMES: Record<TrainingVertical, string> = {
  real_estate: "Real Estate",
  insurance: "Insurance",
  saas: "SaaS",
};

/** The same in running text: "a free real estate demo call", "2,400+ real estate". */
export const VERTICAL_AUDIENCES: Record<TrainingVertical, string> = {
  real_estate: "real estate",
  insurance: "insurance",
  saas: "SaaS",
};

/** The header link of spec §2: "Real Estate Training". */
export function trainingLabel(vertical: TrainingVertical): string {
  return `${VERTICAL_NAMES[vertical]} Training`;
}

/** Label of a vertical on the waiting-list welcome modal (spec §2); unknown values are multi-vertical. */
export function verticalLabel(vertical: string | undefined): string {
  switch (vertical) {
    case "insurance":
      return VERTICAL_NAMES.insurance;
    case "saas":
      return "SaaS & B2B";
    case "homepage":
      return "Multi-Vertical";
    default:
      return VERTICAL_NAMES.real_estate;
  }
}

export function isVertical(value: unknown): value is Vertical {
  return (VERTICALS as readonly unknown[]).includes(value);
}

export function isTrainingVertical(value: unknown): value is TrainingVertical {
  return (TRAINING_VERTICALS as readonly unknown[]).includes(value);
}
