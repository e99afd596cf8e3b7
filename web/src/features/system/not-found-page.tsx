import { Card } from "../../components/ui/card";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">Page Not Found</h1>
        <p className="mt-4 text-sm text-slate-700">Did you forget to add the page to the router?</p>
      </Card>
    </main>
  );
}
