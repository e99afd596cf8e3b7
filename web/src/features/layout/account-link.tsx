import { Link } from "react-router";
import { paths } from "@domain/app-paths";
import { loginUrl, useSignedInHint } from "@/features/auth";

/**
 * 'Sign in' for visitors, a plain link to the server's sign-in route so it works before any script runs;
 * for a signed-in user, the way back to their dashboard (which `/` shows by role).
 */
export function AccountLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const signedIn = useSignedInHint();
  return signedIn ? (
    <Link to={paths.home} className={className} onClick={onClick}>
      My dashboard
    </Link>
  ) : (
    <a href={loginUrl()} className={className} onClick={onClick}>
      Sign in
    </a>
  );
}
