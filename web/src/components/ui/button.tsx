import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { buttonStyles, type ButtonVariant } from "./button-styles";
import { ScriptButton } from "./script-button";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(buttonStyles(variant), className);

/** A design-system button; like ScriptButton, disabled until a prerendered page has hydrated. */
export function Button({ variant = "primary", className, ...props }: ButtonProps) {
  return <ScriptButton className={buttonClasses(variant, className)} {...props} />;
}
