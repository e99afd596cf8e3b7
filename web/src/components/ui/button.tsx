import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles, type ButtonVariant } from "./button-styles";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(buttonStyles(variant), className);

export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
