import { currentBadges } from "@domain/training/certification";
import type { CertificateBadge } from "@domain/training/views";
import { Badge } from "@/components/ui/badge";
import { certificateLabel } from "./format";

/** The current certificate of each vertical (a later period's supersedes), with the date it was earned. */
export function CertificateBadges({ certificates }: { certificates: CertificateBadge[] }) {
  const shown = currentBadges(certificates);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Certificates" className="flex flex-wrap gap-2">
      {shown.map((certificate) => (
        <li key={certificate.vertical}>
          <Badge
            className="bg-amber-100 text-amber-900"
            title={`Earned ${new Date(certificate.earnedAt).toLocaleDateString("en-US")}`}
          >
            Certified: {certificateLabel(certificate)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
