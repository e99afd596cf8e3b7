/**
 * @file The voice provider's SDKs, in the versions the simulator is proven against: pinned exactly in package.json,
 * checked against what is installed by scripts/provider-sdk-pins.test.ts. An upgrade changes both, and the
 * fidelity tests (docs/voice-simulator.md) then show any drift of the provider's protocol as failures.
 */
export const PROVIDER_SDKS = {
  /** The browser voice client the agent dashboard ships (a dependency). */
  "@elevenlabs/client": "1.25.0",
  /** The conversation WebSocket's message types, which the client pins and the simulator is typed against. */
  "@elevenlabs/types": "0.23.0",
  /** The server SDK: its response schemas and webhook verifier judge the simulator and our verifier in tests. */
  "@elevenlabs/elevenlabs-js": "2.73.0",
} as const;

export type ProviderSdk = keyof typeof PROVIDER_SDKS;
