import { Skeleton } from "@/components/ui/skeleton";
import { useUserSettings } from "../../api/get-user-settings";
import { ErrorText, QueryView } from "@/components/ui/query-view";
import { SectionHeading } from "../section-heading";
import { AccountBillingCard } from "./account-billing-card";
import { ProfileSettingsForm } from "./profile-settings-form";
import { RealCallsCard } from "./real-calls-card";
import { TeamManagementCard } from "./team-management-card";
import { TrainingConfigForm } from "./training-config-form";
import { UsageCard } from "./usage-card";

/**
 * Each form starts from the cached settings and is re-created whenever its part of them changes (an optimistic
 * save, a rollback, a refetch), so what it shows is always what is stored or being stored.
 */
export function SettingsSection() {
  const settings = useUserSettings();
  return (
    <section aria-label="Settings">
      <SectionHeading
        title="Settings"
        description="Your company profile, training defaults, team rules and practice minutes."
      />
      <QueryView
        query={settings}
        loading={
          <div className="space-y-4">
            <Skeleton className="h-40" />
            <Skeleton className="h-56" />
          </div>
        }
        failed={<ErrorText>Failed to load settings. Please try again.</ErrorText>}
      >
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileSettingsForm key={data.companyName ?? ""} settings={data} />
            <TrainingConfigForm key={JSON.stringify(data.trainingConfig)} settings={data} />
            <TeamManagementCard key={JSON.stringify(data.teamManagement)} settings={data} />
            <RealCallsCard />
            <AccountBillingCard />
            <UsageCard />
          </div>
        )}
      </QueryView>
    </section>
  );
}
