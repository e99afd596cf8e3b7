import { Link } from "react-router";
import { SITE_NAME } from "@/config/site";
import { paths } from "@domain/app-paths";
import { PhoneIcon } from "./icons";

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-slate-900 text-white">
        <PhoneIcon className="size-4" />
      </span>
      {SITE_NAME}
    </Link>
  );
}
