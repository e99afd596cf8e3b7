import type { Industry } from "./industries";

/** The marketing claims of spec §1: users, success rate, scenario count. */
export function IndustryStats({
  industry,
  className,
  valueClassName,
}: {
  industry: Industry;
  className?: string;
  valueClassName?: string;
}) {
  const stats = [
    { label: "Users", value: industry.stats.users },
    { label: "Success rate", value: industry.stats.successRate },
    { label: "Scenarios", value: String(industry.stats.scenarios) },
  ];
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-700">{stat.label}</dt>
          <dd className={valueClassName}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
