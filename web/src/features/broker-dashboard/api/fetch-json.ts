import { apiRequest } from "@/lib/api";

/** GET a JSON resource; a non-OK answer throws the spec's "<status>: <body or status text>" error. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}
