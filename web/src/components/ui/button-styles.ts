/** Button classes as plain strings. No merge step here, so tailwind-merge stays out of prerendered pages' first load. */
export const BUTTON_VARIANTS = {
  primary: "bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-slate-900",
  destructive: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
  ghost: "text-slate-700 hover:bg-slate-100 focus-visible:outline-slate-900",
} as const;
export type ButtonVariant = keyof typeof BUTTON_VARIANTS;

export const BUTTON_SIZES = {
  md: "px-5 py-2.5 text-sm",
  lg: "px-7 py-3 text-base",
} as const;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** Shape, size and focus ring without colours, for buttons and button-like links coloured by the caller. */
export const buttonShape = (size: ButtonSize = "md") =>
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 " +
  BUTTON_SIZES[size];

/** The classes of a variant; callers may only add classes that do not conflict (width, margin, ...). */
export const buttonStyles = (variant: ButtonVariant = "primary", size: ButtonSize = "md") =>
  `${buttonShape(size)} ${BUTTON_VARIANTS[variant]}`;
