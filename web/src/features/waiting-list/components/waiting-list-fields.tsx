import type { WaitingListFieldErrors, WaitingListFormValues } from "@domain/waiting-list";
import { TextField } from "@/components/ui/field";

export interface WaitingListFieldsProps {
  values: WaitingListFormValues;
  errors: WaitingListFieldErrors;
  onChange: (field: keyof WaitingListFormValues, value: string) => void;
  disabled?: boolean;
}

/** Full name, email and business name (required, asterisked), phone and notes (optional). */
export function WaitingListFields({ values, errors, onChange, disabled }: WaitingListFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Full Name"
        name="fullName"
        required
        autoComplete="name"
        value={values.fullName}
        onValueChange={(value) => onChange("fullName", value)}
        error={errors.fullName}
        disabled={disabled}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onValueChange={(value) => onChange("email", value)}
        error={errors.email}
        disabled={disabled}
      />
      <TextField
        label="Business Name"
        name="businessName"
        required
        autoComplete="organization"
        value={values.businessName}
        onValueChange={(value) => onChange("businessName", value)}
        error={errors.businessName}
        disabled={disabled}
      />
      <TextField
        label="Phone Number"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onValueChange={(value) => onChange("phone", value)}
        error={errors.phone}
        disabled={disabled}
      />
      <TextField
        label="Additional Notes"
        name="notes"
        rows={3}
        placeholder="Team size, goals, anything we should know"
        value={values.notes}
        onValueChange={(value) => onChange("notes", value)}
        error={errors.notes}
        disabled={disabled}
        className="sm:col-span-2"
      />
    </div>
  );
}
