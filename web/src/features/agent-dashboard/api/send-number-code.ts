import { api, call } from "@/lib/api";

/** Texts a one-time code to the agent's number. */
export const sendNumberCode = (phoneNumber: string) =>
  call(api.agent["phone-number"].code.$post({ json: { phoneNumber } }));
