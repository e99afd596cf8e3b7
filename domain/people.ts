/** How a person is named on screen; no zod here, so the SPA's shared chunks stay small. */
export interface NamedPerson {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** First and last name, or the email while the person has no name. */
export function personName(person: NamedPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}
