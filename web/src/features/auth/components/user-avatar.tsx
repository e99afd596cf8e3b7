import { useState } from "react";
import type { AuthUser } from "@domain/auth";
import { cn } from "@/lib/cn";

/**
 * The profile image, or the first letter of the name (or email) in a circle — also when the image fails
 * to load (the provider's image host may be down, or not allowed by the site's CSP `img-src`).
 */
export function UserAvatar({ user, className }: { user: AuthUser; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = cn("inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full", className);
  if (user.profileImageUrl && failed !== user.profileImageUrl) {
    const src = user.profileImageUrl;
    return (
      <img
        src={src}
        alt=""
        className={cn(classes, "object-cover")}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    );
  }
  const initial = (user.firstName || user.email).charAt(0).toUpperCase();
  return (
    <span aria-hidden="true" className={cn(classes, "bg-slate-900 text-sm font-semibold text-white")}>
      {initial}
    </span>
  );
}
