import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// The merge builds its configuration on its first call (about 20 ms on a laptop, four times that on a phone).
// Built in a task of its own as soon as this module loads, it is ready before the screen's data arrives, instead
// of lengthening the render that shows it.
if (typeof window !== "undefined") setTimeout(() => twMerge("p-0 p-1"), 0);
