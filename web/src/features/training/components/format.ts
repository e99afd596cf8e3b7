import { verticalLabel } from "@domain/verticals";
import type { CertificateBadge } from "@domain/training/views";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export const formatDue = (iso: string) => DATE.format(new Date(iso));

/** "Real Estate · November 2026". */
export const certificateLabel = (certificate: CertificateBadge) =>
  `${verticalLabel(certificate.vertical)} · ${MONTH.format(new Date(`${certificate.period}-01T00:00:00Z`))}`;
