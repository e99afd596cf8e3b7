import audioConcatProcessor from "@elevenlabs/client/worklets/audioConcatProcessor.js?url&no-inline";
import rawAudioProcessor from "@elevenlabs/client/worklets/rawAudioProcessor.js?url&no-inline";
import libsamplerate from "@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url&no-inline";

/**
 * The voice SDK's audio worklets, served from our own origin. Left to itself the SDK loads them from blob:
 * or data: URLs and the resampler (browsers without the sampleRate constraint) from a public CDN, none of
 * which the page's Content-Security-Policy (`script-src 'self'`) admits. See docs/security-review.md.
 */
export const SELF_HOSTED_WORKLETS = {
  workletPaths: { rawAudioProcessor, audioConcatProcessor },
  libsampleratePath: libsamplerate,
};
