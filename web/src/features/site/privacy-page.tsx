import { AUDIO_RETENTION_DAYS, DEMO_EMAIL_CACHE_DAYS } from "@domain/constants";
import { CONTACT_EMAIL, SITE_NAME } from "@/config/site";
import { LegalPage, MailLink, type LegalSection } from "./legal-page";

const SECTIONS: LegalSection[] = [
  {
    heading: "What we collect",
    body: (
      <ul>
        <li>Waiting list: your name, email, business name, and the phone number and notes you choose to give.</li>
        <li>
          The demo: the email you enter, the number you say you will call from (if you give one), the recording and
          transcript of your practice call, its scores, and your IP address and browser.
        </li>
        <li>
          Accounts: the name, email and picture your sign-in provider shares, and, for agents, practice sessions and
          their scores.
        </li>
      </ul>
    ),
  },
  {
    heading: "Why we use it",
    body: (
      <p>
        To run the demo and score your call, to contact you about early access, and to provide team accounts. We do not
        sell personal data or use it for advertising.
      </p>
    ),
  },
  {
    heading: "How long we keep it",
    body: (
      <ul>
        <li>
          Demo calls: the recording, transcript, feedback, the number you called from and your IP address and browser
          are deleted after {AUDIO_RETENTION_DAYS} days; only the scores remain, without anything that names you.
        </li>
        <li>Waiting list: until you ask us to remove you.</li>
        <li>Agents&apos; practice sessions: until the broker of the team deletes the agent&apos;s data.</li>
        <li>
          Your browser keeps the demo email for {DEMO_EMAIL_CACHE_DAYS} days so you do not have to type it again; the
          demo page lets you clear it.
        </li>
      </ul>
    ),
  },
  {
    heading: "Who processes it for us",
    body: (
      <p>
        Cloudflare (hosting), Neon (database), ElevenLabs (the AI voice on the practice line, which keeps its own copy
        of calls for a limited time), Twilio (phone lines) and, where enabled, an AI language-model provider for the
        analysis.
      </p>
    ),
  },
  {
    heading: "Cookies",
    body: (
      <p>
        Only the cookies the service needs: a session cookie once you sign in, a short-lived one while you sign in, and
        a readable marker that you are signed in. No advertising or tracking cookies.
      </p>
    ),
  },
  {
    heading: "Your rights and contact",
    body: (
      <p>
        You can ask to see, correct or delete your data at any time: <MailLink email={CONTACT_EMAIL} />.
      </p>
    ),
  },
];

/** /privacy: what the demo, the waiting list and accounts collect, and for how long. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what {SITE_NAME} collects when you use the website, the demo, the waiting list or an
          account.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
