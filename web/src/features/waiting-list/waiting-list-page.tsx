import { useLocation, useNavigate, useSearchParams } from "react-router";
import { normalizeVertical } from "@domain/waiting-list";
import { SiteShell } from "@/features/layout";
import { WaitingListSignup } from "./components/waiting-list-signup";

/** /waiting-list[?vertical=insurance]: the sign-up screen on its own; Back returns to where the visitor came from. */
export function WaitingListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const vertical = normalizeVertical(params.get("vertical"));
  // "default" means the visitor landed here directly: there is no page of ours to go back to.
  const back = () => (location.key === "default" ? navigate("/") : navigate(-1));

  return (
    <SiteShell>
      <div className="bg-slate-50">
        <WaitingListSignup vertical={vertical} onBack={back} titleAs="h1" />
      </div>
    </SiteShell>
  );
}
