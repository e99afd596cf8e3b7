interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** First and last name, or the email when the person has no name yet. */
export function agentName(person: Person): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email;
}

/** Up to two initials from the name, else the first letter of the email. */
export function initials(person: Person): string {
  const letters = [person.firstName, person.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || person.email.charAt(0)).toUpperCase();
}
