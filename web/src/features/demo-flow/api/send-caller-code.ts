import { api, call } from "@/lib/api";

/** Texts a one-time code to the number the visitor will call from. */
export const sendCallerCode = (phoneNumber: string) =>
  call(api.demo["caller-number"].code.$post({ json: { phoneNumber } }));
