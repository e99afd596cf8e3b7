import { api, call } from "@/lib/api";

/** The code was right: the number is the agent's (their phone practice calls are routed by it). */
export const confirmNumberCode = (phoneNumber: string, code: string) =>
  call(api.agent["phone-number"].$post({ json: { phoneNumber, code } }));
