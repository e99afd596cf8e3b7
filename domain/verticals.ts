import type { Vertical } from "./enums";

/** Label of a vertical on the waiting-list welcome modal (spec §2); unknown values are multi-vertical. */
export function verticalLabel(vertical: string | undefined): string {
  switch (vertical) {
    case "insurance":
      return "Insurance";
    case "saas":
      return "SaaS & B2B";
    case "homepage":
      return "Multi-Vertical";
    default:
      return "Real Estate";
  }
}

export function isVertical(value: unknown): value is Vertical {
  return value === "real_estate" || value === "insurance" || value === "saas" || value === "homepage";
}
