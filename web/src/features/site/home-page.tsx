import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";

export function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-4xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-bold text-slate-900">Master cold calls on a real phone line</h1>
      <p className="max-w-2xl text-lg text-slate-700">
        Dial a practice number, argue with an AI lead, and get a scored analysis of your call seconds after you hang up.
      </p>
      <Link to="/demo" className={buttonClasses("primary")}>
        View Demo
      </Link>
    </main>
  );
}
