import { Link } from "react-router";
import {
  BETA_BUSINESS_LIMIT,
  DEMO_CALL_SECONDS,
  DEMO_PRICE_USD,
  EARLY_ACCESS_DISCOUNT_PERCENT,
} from "@domain/constants";
import { paths } from "@domain/app-paths";
import { CONTACT_EMAIL, SITE_NAME } from "@/config/site";
import { LegalPage, MailLink, type LegalSection } from "./legal-page";

const SECTIONS: LegalSection[] = [
  {
    heading: "Early access",
    body: (
      <p>
        {SITE_NAME} is in early access. Features change as we learn from the first teams, and the service may be
        interrupted while we work on it. We do not yet promise any level of availability.
      </p>
    ),
  },
  {
    heading: "The free demo",
    body: (
      <>
        <p>
          A demo call costs {DEMO_PRICE_USD} USD. To start one we ask for your email address; it also puts you on our
          waiting list, and you can complete that entry with your details later. A demo call lasts at most{" "}
          {DEMO_CALL_SECONDS / 60} minutes and ends by itself.
        </p>
        <p>
          Use the practice lines for practice only: no abusive or unlawful content, no automated or repeated calls meant
          to keep the lines busy, and no attempts to get around the limits on how often a demo can be started.
        </p>
      </>
    ),
  },
  {
    heading: "Recordings and scores",
    body: (
      <p>
        Practice calls are recorded and transcribed so that we can score them. The scores, feedback and suggestions are
        a training aid computed from the call itself; they are not a judgement of anyone&apos;s fitness for a job, and
        should not be used as one.
      </p>
    ),
  },
  {
    heading: "The waiting list",
    body: (
      <p>
        Joining the waiting list does not guarantee a place in the beta, which is limited to {BETA_BUSINESS_LIMIT}{" "}
        businesses. The {EARLY_ACCESS_DISCOUNT_PERCENT}% early-access discount applies to businesses we admit from the
        waiting list, on the terms we send them with their invitation.
      </p>
    ),
  },
  {
    heading: "Team accounts",
    body: (
      <p>
        A broker who invites agents to a team can see their practice sessions, scores and progress, and can delete an
        agent&apos;s data. Agents see only their own sessions.
      </p>
    ),
  },
  {
    heading: "No warranty",
    body: (
      <p>
        The service is provided as it is during early access. To the extent the law allows, we are not liable for
        indirect losses arising from its use.
      </p>
    ),
  },
  {
    heading: "Changes and contact",
    body: (
      <p>
        We will say on this page when these terms change. Questions: <MailLink email={CONTACT_EMAIL} />. How we handle
        personal data is set out in our{" "}
        <Link to={paths.privacy} className="font-semibold text-slate-900 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

/** /terms: the terms the waiting-list sign-up asks visitors to agree to. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>These terms apply to the {SITE_NAME} website, its free demo, the waiting list and early-access accounts.</p>
      }
      sections={SECTIONS}
    />
  );
}
