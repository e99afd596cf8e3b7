import { Field as ArkField } from "@ark-ui/react/field";
import type { ChangeEvent, HTMLInputTypeAttribute } from "react";
import { cn } from "@/lib/cn";

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and marks it invalid. */
  error?: string;
  /** What the value does, under the input. */
  description?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  maxLength?: number;
  /** The input's own id, for code that moves the focus to it. */
  controlId?: string;
  disabled?: boolean;
  className?: string;
}

const CONTROL =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 " +
  "focus:border-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-slate-900 data-[invalid]:border-red-700 disabled:opacity-60";

/** A labelled text input (or textarea) with a required asterisk and its message underneath, wired for screen readers. */
export function TextField(props: TextFieldProps) {
  const {
    label,
    name,
    value,
    onValueChange,
    error,
    description,
    required,
    type = "text",
    autoComplete,
    placeholder,
    rows,
    maxLength,
    controlId,
    disabled,
    className,
  } = props;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValueChange(event.target.value);
  return (
    <ArkField.Root
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      id={controlId}
      className={cn("text-left", className)}
    >
      <ArkField.Label className="text-sm font-medium text-slate-900">
        {label}
        <ArkField.RequiredIndicator className="ml-0.5 text-red-700">*</ArkField.RequiredIndicator>
      </ArkField.Label>
      {rows ? (
        <ArkField.Textarea
          name={name}
          value={value}
          onChange={onChange}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          className={CONTROL}
        />
      ) : (
        <ArkField.Input
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          className={CONTROL}
        />
      )}
      {description ? (
        <ArkField.HelperText className="mt-1 block text-sm text-slate-700">{description}</ArkField.HelperText>
      ) : null}
      <ArkField.ErrorText className="mt-1 block text-sm text-red-700">{error}</ArkField.ErrorText>
    </ArkField.Root>
  );
}
