/** @file Chromium with a fake microphone (a test tone), granted without a prompt: a browser practice call can run. */
import { CHROMIUM_ARGS, findChromium } from "../../scripts/browser/find-chromium";

const chromium = await findChromium();

export const FAKE_MICROPHONE_LAUNCH = {
  launchOptions: {
    executablePath: chromium.executablePath,
    args: [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  },
};
