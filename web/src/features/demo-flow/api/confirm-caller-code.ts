import { api, call } from "@/lib/api";

/** The code was right: this browser may start demos routed by the number. */
export const confirmCallerCode = (phoneNumber: string, code: string) =>
  call(api.demo["caller-number"].$post({ json: { phoneNumber, code } }));
