import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { api, send } from "@/lib/api";
import { signedInHintChanged } from "../signed-in-hint";

/** Logout (spec §2, §7): the logout call, then clear every cached query and go to '/', even if the call failed. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await send(api.logout.$post());
    } catch (error) {
      console.warn("Logout failed:", error);
    }
    // Leave the dashboard first (committed at once), so it never sees itself signed out and
    // starts the "logged out, logging in again" flow on its way out.
    await navigate("/", { flushSync: true });
    signedInHintChanged();
    queryClient.clear();
  }, [queryClient, navigate]);
}
