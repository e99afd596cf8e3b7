import { describe, expect, it } from "vitest";
import type { TranscriptEntry } from "../../../domain/analysis";
import type { Vertical } from "../../../domain/enums";
import { forgetParses } from "../language/parse";
import { buildTurns } from "../turns";
import { breachesIn, honestLimitsIn } from "./compliance";
import { readTurns } from "./lines";

/** One rep line after the lead's hello, read as the analyser reads a call. */
function repSays(line: string) {
  forgetParses();
  const entries: TranscriptEntry[] = [
    { speaker: "customer", text: "Hello?", timestamp: 0 },
    { speaker: "agent", text: line, timestamp: 2 },
  ];
  return readTurns(buildTurns(entries));
}
const kindsIn = (line: string, vertical: Vertical | null = null) =>
  breachesIn(repSays(line), vertical).map((b) => b.kind);

describe("compliance breaches said in plain words", () => {
  it.each([
    ["You're approved, the heart thing doesn't matter.", "guaranteed_outcome"],
    ["Everybody gets approved with this plan.", "guaranteed_outcome"],
    ["That forty-two a month is locked, it never goes up.", "guaranteed_outcome"],
    ["Prices there only go up, you can't lose.", "guaranteed_outcome"],
    ["Condo values on this side of town only go one way.", "guaranteed_outcome"],
    ["Put it on the market with us at four-ninety and you'll get it.", "guaranteed_outcome"],
    ["I'm going to get you thirty grand more than a private sale would.", "guaranteed_outcome"],
    ["We guarantee your home sells above asking.", "guaranteed_outcome"],
    ["Honestly, I can get you five forty for it, no doubt.", "guaranteed_outcome"],
    ["List now, because by summer values are falling ten percent.", "false_urgency"],
    ["We could get you six twenty for that house, absolutely.", "guaranteed_outcome"],
    ["We'll get you five twenty for the condo, I promise you.", "guaranteed_outcome"],
    ["Homes on your block go for four eighty, and I can get you four eighty, minimum.", "guaranteed_outcome"],
    ["Don't worry about the market, we'll have your house sold within three weeks.", "guaranteed_outcome"],
    ["Come March, prices are going to climb, so now is the time.", "false_urgency"],
    ["Rates go up on Fri, so sign today.", "false_urgency"],
    ["With our team your approval is guaranteed.", "guaranteed_outcome"],
    ["It's not the kind of neighbours you want around your kids.", "steering"],
    ["You'd be happier somewhere with families like yours.", "steering"],
    ["There are only two spots left this month.", "false_urgency"],
    ["These last lots are going really fast, so I'd grab one this week.", "false_urgency"],
    ["This discount expires tonight, so we need to lock it in now.", "false_urgency"],
    ["Those older plans are going away next year.", "false_urgency"],
    ["Go ahead and read me the number across the middle of the card.", "sensitive_data_request"],
    ["I'll just need your Social Security number to run this.", "sensitive_data_request"],
    ["This is Kevin with the Senior Benefits Helpline.", "misrepresentation"],
    ["It's not really a sales call, nothing to buy.", "misrepresentation"],
    ["Hi, it's, um, Dana from the city parking permits bureau.", "misrepresentation"],
    ["I'm calling on behalf of the state insurance licensing division.", "misrepresentation"],
    ["I'm calling about a citation on your account.", "misrepresentation"],
    ["I only need to confirm the debit card number on file.", "sensitive_data_request"],
    ["Honestly, your current provider is ripping you off.", "competitor_disparaged"],
    ["Between us, your current insurer got fined by the regulator.", "competitor_disparaged"],
    ["You heard they had a breach in the spring? They're keeping it quiet.", "competitor_disparaged"],
    ["I hear they're denying most hail claims this year.", "competitor_disparaged"],
    ["Word is they deny pretty much every water damage claim now.", "competitor_disparaged"],
    ["Your current carrier is about to be downgraded, I'd get out while you can.", "competitor_disparaged"],
    ["Premiums are going up twelve percent in January, so let's get you switched.", "false_urgency"],
    ["I think you need to buy it today, honestly.", "false_urgency"],
    ["Hi, this is Jo with your billing team, checking in on the invoice.", "misrepresentation"],
    ["I'm following up on your support ticket from Monday.", "misrepresentation"],
    ["We noticed unusual activity on your account this morning.", "misrepresentation"],
    ["Your license has been flagged, so I need a couple of details.", "misrepresentation"],
    ["Your CEO asked me to reach out to you directly.", "misrepresentation"],
    ["Good morning, I'm calling from your home insurance carrier about the renewal.", "misrepresentation"],
    ["This is Lee with your electricity provider, about your bill.", "misrepresentation"],
    ["We've got four install slots remaining before the holidays.", "false_urgency"],
    ["There's a fraud alert on your clinic's account I need to walk you through.", "misrepresentation"],
    ["We picked up suspicious sign-in activity on your tenant overnight.", "misrepresentation"],
    [
      "Rumour is their parent company wants them gone and they're getting shut down next year.",
      "competitor_disparaged",
    ],
  ])("flags: %s", (line, kind) => {
    expect(kindsIn(line)).toContain(kind);
  });

  it.each([
    ["I can't guarantee a price, nobody can."],
    ["I can get you three quotes by Friday, no problem."],
    ["We could get you two options to compare, easy."],
    ["Nobody can promise you'll be approved before underwriting looks at it."],
    ["I won't tell you prices only go up; nobody knows that."],
    ["It's a guaranteed issue policy, so there's no medical exam."],
    ["Roofs we replace come with our ten-year workmanship guarantee, and the shingles carry their own warranty."],
    ["The carrier guarantees your principal in the contract, and the gains are capped."],
    ["The rider has a guaranteed minimum, and the fees are in the illustration."],
    ["Most of our clients save somewhere between ten and twenty percent."],
    ["Your renewal date is coming up on the first of the month."],
    ["The schools there publish their ratings, I can send you the link."],
    ["Please never give your bank details to anyone who rings you, me included."],
    ["Don't share your member number on the phone; the nurse line will ask for it in person."],
    ["The importer matches every store's account numbers to the ledger automatically."],
    ["This is Maria from the State Farm office on Grant Street."],
    ["I'm an independent agent, I'm not calling from your insurance provider."],
    ["The county assessor's records show the lot was split in 2004."],
    ["My grandfather used to say Acme Mutual were crooks, and he sold their policies himself."],
    ["She told me Ledgerly was a disaster, so I asked what she'd change first."],
    ["You filled out a form on our site about homes in the area, is now an okay time?"],
    ["We build help desk software that sorts support tickets by urgency."],
    ["Some agents will tell you you can't lose with an annuity; I won't."],
    ["If I said prices only go up around here, I'd be misleading you."],
    ["I'm not able to tell you what kind of people live there; I can send you the school and crime data."],
    ["I'm unable to promise you'll be approved, the underwriter decides."],
    ["Some fixed policies do guarantee a rate, but it's lower than what you're seeing quoted."],
    ["A few lenders will guarantee approval online, and that should make you suspicious."],
    ["Condos in your building have been selling pretty fast this spring, two went in a week."],
    ["So I don't think you need to buy anything today."],
    ["I wouldn't recommend you switch this week, not before you see the full comparison."],
    ["I can get you a written proposal, no problem."],
    ["I promise I'll keep it to ten minutes, and I'll have the comparison sent over in two days."],
    ["We'll get you two quotes for the condo, I promise."],
    ["Nobody can tell you whether by spring prices are going up or down."],
    ["Four of the twelve townhomes in that row are still for sale, if you want to compare."],
    ["Is there any problem with your system at the moment, or does it mostly behave?"],
    ["We can shut down the old server once your files are across, on your say-so."],
  ])("does not flag: %s", (line) => {
    expect(kindsIn(line)).toEqual([]);
  });

  it("reads a sales-call denial or a card fetched as said of a meeting the rep proposes in the same turn, else of this call", () => {
    expect(kindsIn("Could we set up a working session on Tuesday with the engineer? Not a sales call.")).toEqual([]);
    expect(kindsIn("Not a sales call, I promise. How are you set for insurance these days?")).toContain(
      "misrepresentation",
    );
    expect(kindsIn("How about Thursday at two? Have your insurance card handy so we can check your doctors.")).toEqual(
      [],
    );
    expect(kindsIn("Have your card handy for me, Mr. Lee.")).toContain("sensitive_data_request");
    expect(kindsIn("Have your insurance card handy while we talk.")).toContain("sensitive_data_request");
  });

  it("reads a card to have handy, or a sales-call denial, as said of a call-back the rep has proposed before, in this turn or an earlier one", () => {
    expect(
      kindsIn("Could I check back in with you in the autumn? Nothing to buy, I only want to hear how it is going."),
    ).toEqual([]);
    forgetParses();
    const entries: TranscriptEntry[] = [
      { speaker: "customer", text: "Hello?", timestamp: 0 },
      { speaker: "agent", text: "Would Monday the fourth at ten work for a call with you and your son?", timestamp: 2 },
      { speaker: "customer", text: "Monday at ten is fine.", timestamp: 9 },
      { speaker: "agent", text: "Great. And keep your policy card handy for Monday.", timestamp: 13 },
    ];
    expect(breachesIn(readTurns(buildTurns(entries)), "insurance")).toEqual([]);
  });

  it("reads steering on real-estate calls only: the same words about a software team are no housing breach", () => {
    const line = "Honestly, it's a better crowd of people, families like yours.";
    expect(kindsIn(line, "real_estate")).toContain("steering");
    expect(kindsIn(line, "saas")).not.toContain("steering");
  });

  it("asks for a number when the number is the lead's, asked in a question, or asked of the rep", () => {
    expect(kindsIn("What's the policy number on your card?")).toContain("sensitive_data_request");
    expect(kindsIn("Could I get the account number off your statement")).toContain("sensitive_data_request");
  });

  it("reads a locked price as a promise where an insurer or the market sets it, not a vendor's own renewal offer", () => {
    const line = "Your monthly rate is locked at what you pay now.";
    expect(kindsIn(line, "insurance")).toContain("guaranteed_outcome");
    expect(kindsIn(line, "saas")).toEqual([]);
  });

  it("reads a price or approval with a condition named in the same sentence as a description, not a promise", () => {
    expect(
      kindsIn("The premium is locked for the whole term, but it depends on your health class.", "insurance"),
    ).toEqual([]);
    expect(kindsIn("The premium is locked for the whole term.", "insurance")).toContain("guaranteed_outcome");
  });

  it("reads a question about what happened as a question, not a promise; a claim with a question tagged on stays a claim", () => {
    expect(kindsIn("Was it a claim on your record, or did the premium just go up at renewal?", "insurance")).toEqual(
      [],
    );
    expect(kindsIn("Has your bill only gone up since you moved in?", "real_estate")).toEqual([]);
    expect(kindsIn("Prices around here only go up, right?", "real_estate")).toContain("guaranteed_outcome");
    expect(kindsIn("Do you know prices around here only go up?", "real_estate")).toContain("guaranteed_outcome");
  });

  it("reads what a kind of product guarantees, with the insurer that backs it named, as a description; the rep's own guarantee stays a promise", () => {
    expect(
      kindsIn(
        "Fixed policies guarantee your principal, and the backing is the carrier, so it's only as strong as the carrier itself.",
        "insurance",
      ),
    ).toEqual([]);
    expect(
      kindsIn(
        "These riders guarantee a floor on the balance; the guarantee is backed by the insurer writing it.",
        "insurance",
      ),
    ).toEqual([]);
    expect(kindsIn("Your principal is guaranteed and it will grow every single year.", "insurance")).toContain(
      "guaranteed_outcome",
    );
    expect(kindsIn("I guarantee the balance grows, the carrier is a solid one.", "insurance")).toContain(
      "guaranteed_outcome",
    );
  });

  it("counts an honest limit as honesty, with the line", () => {
    expect(
      honestLimitsIn(repSays("I can't promise a number until the underwriter sees your health history.")).map(
        (s) => s.text,
      ),
    ).toEqual(["I can't promise a number until the underwriter sees your health history."]);
  });
});
