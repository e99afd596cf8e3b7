import { useState } from "react";
import {
  EMPTY_WAITING_LIST_FORM,
  formFieldOf,
  waitingListFormErrors,
  type WaitingListFieldErrors,
  type WaitingListFormValues,
} from "@domain/waiting-list";
import { HttpError } from "@/lib/api";

/**
 * Field messages the server sent back: its per-field issues, and with `duplicateOnEmail` the duplicate-email
 * message under the email (for forms that have no other place to show it).
 */
export function fieldErrorsFromServer(error: unknown, { duplicateOnEmail = false } = {}): WaitingListFieldErrors {
  if (!(error instanceof HttpError)) return {};
  if (error.code === "duplicate_email") return duplicateOnEmail ? { email: error.serverMessage } : {};
  const errors: WaitingListFieldErrors = {};
  for (const issue of error.issues) {
    const field = formFieldOf(issue.path);
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** The five sign-up fields, their messages, and the shared rules of domain/waiting-list. */
export function useWaitingListForm() {
  const [values, setValues] = useState<WaitingListFormValues>(EMPTY_WAITING_LIST_FORM);
  const [errors, setErrors] = useState<WaitingListFieldErrors>({});

  function setField(field: keyof WaitingListFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  /** Shows a message under each invalid field; true when the form may be sent. */
  function check(): boolean {
    const found = waitingListFormErrors(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  function showServerErrors(error: unknown, options?: { duplicateOnEmail?: boolean }) {
    setErrors(fieldErrorsFromServer(error, options));
  }

  function reset() {
    setValues(EMPTY_WAITING_LIST_FORM);
    setErrors({});
  }

  return { values, errors, setField, check, showServerErrors, reset };
}
