export { PhoneProofForm, type PhoneProofFormProps } from "./phone-proof-form";
