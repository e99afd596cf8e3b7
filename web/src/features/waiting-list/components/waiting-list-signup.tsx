import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { BETA_BUSINESS_LIMIT } from "@domain/constants";
import type { Vertical } from "@domain/enums";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@domain/app-paths";
import { failureMessage } from "@/lib/api";
import { useJoinWaitingList } from "../api/join-waiting-list";
import { SIGN_UP_BENEFITS } from "../benefits";
import { useWaitingListForm } from "../hooks/use-waiting-list-form";
import { WaitingListFields } from "./waiting-list-fields";
import { WelcomeModal } from "./welcome-modal";

export interface WaitingListSignupProps {
  vertical: Vertical;
  /** Shows a Back button; also called by the welcome modal's 'Continue Exploring'. */
  onBack?: () => void;
  /** h1 when the screen is the page; h2 (default) when it sits inside another page. */
  titleAs?: "h1" | "h2";
}

const LEGAL_LINK = "inline-flex min-h-6 items-center font-semibold text-slate-900 underline underline-offset-2";

/** The waiting-list sign-up screen (spec §2): inline from the header, or on its own at /waiting-list. */
export function WaitingListSignup({ vertical, onBack, titleAs: Title = "h2" }: WaitingListSignupProps) {
  const titleId = useId();
  const form = useWaitingListForm();
  const join = useJoinWaitingList();
  const [welcome, setWelcome] = useState<{ email: string; completedDemoEntry: boolean } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    join.reset();
    if (!form.check()) return;
    const email = form.values.email.trim();
    join.mutate(
      { values: form.values, vertical },
      {
        onSuccess: ({ completedDemoEntry }) => {
          form.reset();
          setWelcome({ email, completedDemoEntry });
        },
        onError: (error) => form.showServerErrors(error),
      },
    );
  }

  function continueExploring() {
    setWelcome(null);
    onBack?.();
  }

  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-2xl px-4 py-10">
      {onBack ? (
        <Button variant="ghost" onClick={onBack} className="mb-4">
          ← Back
        </Button>
      ) : null}
      <Card className="p-6 sm:p-8">
        <div className="text-center">
          <Badge className="bg-amber-100 text-amber-900">Priority Access</Badge>
          <Title id={titleId} className="mt-3 text-3xl font-bold text-slate-900">
            Join Our Exclusive Waiting List
          </Title>
          <p className="mt-2 text-slate-700">Limited spots available - secure your place now!</p>
        </div>

        <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm font-semibold text-red-800">
          Limited Spots - Only {BETA_BUSINESS_LIMIT} businesses for beta launch
        </div>
        <p className="mt-3 text-center text-sm text-slate-700">
          <strong className="text-slate-900">Exclusive pricing:</strong> waiting-list members lock in special
          early-access rates that will not be offered after launch.
        </p>

        <ul className="mt-6 grid gap-2 sm:grid-cols-2" aria-label="Benefits">
          {SIGN_UP_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-sm text-slate-900">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>

        <form noValidate onSubmit={submit} className="mt-8 space-y-5">
          {join.isError ? (
            <div
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {failureMessage(join.error, "Failed to join waiting list", { answerOnly: true })}
            </div>
          ) : null}
          <WaitingListFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            disabled={join.isPending}
          />
          <Button type="submit" className="w-full" disabled={join.isPending}>
            {join.isPending ? "Joining..." : "Join Waiting List"}
          </Button>
          <p className="text-center text-xs text-slate-700">
            By joining, you agree to our{" "}
            <Link to={paths.terms} className={LEGAL_LINK}>
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to={paths.privacy} className={LEGAL_LINK}>
              Privacy Policy
            </Link>
            .
          </p>
        </form>
      </Card>

      <WelcomeModal
        open={welcome !== null}
        vertical={vertical}
        email={welcome?.email ?? ""}
        completedDemoEntry={welcome?.completedDemoEntry}
        onOpenChange={(open) => !open && setWelcome(null)}
        onContinue={continueExploring}
      />
    </section>
  );
}
