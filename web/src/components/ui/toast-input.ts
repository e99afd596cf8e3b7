/** What a toast shows. Its own file: toast.tsx loads toast-region.tsx, which must not import toast.tsx back. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}
