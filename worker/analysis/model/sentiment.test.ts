import { describe, expect, it } from "vitest";
import { callSignals } from "../signals/features";
import { alternatingCall } from "../testing/alternating-call";
import { leadSentimentOf } from "./sentiment";

const sentimentOf = (...lines: string[]) => leadSentimentOf(callSignals(alternatingCall(lines), "real_estate"));

const opening = ["Hi, this is Sam from Harbor Realty, is now an okay time?", "Sure, I have a few minutes.", "What has you thinking about moving?", "The stairs are getting hard for us, so maybe something on one level eventually."];

describe("the lead's sentiment", () => {
  it("reads a meeting the lead willingly books as interest", () => {
    expect(sentimentOf(...opening, "Could I come by on Thursday at four to walk through what your place would sell for?", "Thursday at four works, my husband will be home by then.", "Great, see you Thursday.", "See you then.")).toBe("interested");
  });

  // The graded calls read a willingly accepted call back as positive 8 times and interested 5: the fitted
  // classifier is held to warmth here, not to which of the two.
  it("reads a call back the lead willingly accepts as warmth", () => {
    expect(["positive", "interested"]).toContain(sentimentOf(...opening, "Could I give you a call on Thursday at four, once you've had a think?", "Thursday at four works, my husband will be home by then.", "Great, talk Thursday.", "Talk then."));
  });

  it("reads a warm-sounding goodbye without engagement as politeness, not warmth", () => {
    const content = [...opening.slice(0, 3), "We love it here, it has been a wonderful home, truly."];
    expect(sentimentOf(...content, "Sounds like it's early days, so I'll let you go.", "Okay, great, thank you so much, have a lovely day!")).toBe("neutral");
  });

  it("reads 'a rip-off' said of something else as a worry, and said of the call as hostility", () => {
    const worry = [...opening.slice(0, 3), "My brother says agents are a rip-off, honestly.", "That's a fair worry; here is exactly what you'd pay and when.", "Okay. I'll think about it, thanks."];
    expect(sentimentOf(...worry)).not.toBe("hostile");
    expect(sentimentOf(...opening, "Could I send you the numbers?", "This is a rip-off, isn't it.")).toBe("hostile");
  });

  it("reads an endearment or thanks for not pushing as warmth, with no next step", () => {
    const close = [...opening, "Sounds like it's early days, so I'll keep my card in your mailbox and let you go."];
    expect(sentimentOf(...close, "Alright. Bye now.")).toBe("neutral");
    expect(sentimentOf(...close, "Alright, honey. Bye now.")).toBe("positive");
    expect(sentimentOf(...close, "Thanks for not pushing. Bye now.")).toBe("positive");
    expect(sentimentOf(...close, "Thanks for not givin' me the hard sell. Bye now.")).toBe("positive");
  });
});
