/**
 * Practice call transcript templates for PracticeLine (seed/demo data, no I/O).
 *
 * speaker "agent"    = the SALES REP (trainee)
 * speaker "customer" = the AI lead persona
 * timestamp          = seconds from call start. Each line starts at the previous
 *                      line's start + (previous line's words / 2.6 words per second)
 *                      + a 0.3-1.5 s pause.
 *
 * One strong, one average and one weak cold call per vertical. The customer
 * personas match scenarios in demo-scenarios.ts.
 */

export interface TranscriptLine {
  speaker: "agent" | "customer";
  text: string;
  timestamp: number;
}

export interface TranscriptTemplate {
  key: string;
  vertical: "real_estate" | "insurance" | "saas";
  quality: "strong" | "average" | "weak";
  lines: TranscriptLine[];
}

export const practiceTranscripts: TranscriptTemplate[] = [
  {
    key: "real_estate_expired_listing_strong",
    vertical: "real_estate",
    quality: "strong",
    lines: [
      { speaker: "customer", text: "Yeah, this is Denise.", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Denise, this is Jordan Reyes, a listing agent here in Charlotte. I'm calling about your home on Briar Creek Road. Got two minutes?",
        timestamp: 2.6,
      },
      {
        speaker: "customer",
        text: "Let me guess, you saw it expired and you want to list it. You're like the tenth agent to call me since Saturday.",
        timestamp: 12.3,
      },
      {
        speaker: "agent",
        text: "I understand, your phone must be ringing nonstop. I won't pitch you. What do you think kept it from selling?",
        timestamp: 22.0,
      },
      {
        speaker: "customer",
        text: "Honestly? The last agent put it online and disappeared. We had maybe two showings a month, I never got any feedback, and every time I called him I got his assistant.",
        timestamp: 31.0,
      },
      {
        speaker: "agent",
        text: "That sounds frustrating. What did the few buyers who came through say about the house?",
        timestamp: 43.4,
      },
      {
        speaker: "customer",
        text: "The one comment I heard was that the kitchen is dated. But I'm not cutting my price again, I already dropped it once and got nothing.",
        timestamp: 50.0,
      },
      {
        speaker: "agent",
        text: "That makes sense, and I wouldn't ask you to on this call. Tell me, what's behind the move? Where are you headed?",
        timestamp: 61.0,
      },
      {
        speaker: "customer",
        text: "I took a job in Richmond. I start in October, so I really can't carry two mortgages for very long.",
        timestamp: 70.2,
      },
      {
        speaker: "agent",
        text: "So timing really matters. What would a good outcome look like for you by October?",
        timestamp: 79.1,
      },
      {
        speaker: "customer",
        text: "Sold, closed, and not losing my shirt on it. But why would you do anything different from the last guy?",
        timestamp: 85.2,
      },
      {
        speaker: "agent",
        text: "Fair question. I'd rather show you: sold data for your street, a weekly update plan, and two cheap kitchen fixes buyers liked nearby.",
        timestamp: 94.3,
      },
      {
        speaker: "customer",
        text: "Just email it to me. I'm a nurse, I work twelve-hour shifts, and I don't have time for another agent sitting in my living room for two hours.",
        timestamp: 103.8,
      },
      {
        speaker: "agent",
        text: "I hear you. I'll email the numbers tonight. The walkthrough is twenty minutes, so I can see the kitchen and give you honest numbers. Which evening are you off?",
        timestamp: 115.6,
      },
      {
        speaker: "customer",
        text: "Thursday. I'm usually home by five, unless the unit is short-staffed again.",
        timestamp: 127.2,
      },
      { speaker: "agent", text: "Would Thursday at 5:30 work, twenty minutes, at the house?", timestamp: 132.7 },
      { speaker: "customer", text: "Twenty minutes. If it goes longer, I'm kicking you out.", timestamp: 137.8 },
      {
        speaker: "agent",
        text: "Deal. Thursday at 5:30 at Briar Creek Road. Is this the best number to text a confirmation?",
        timestamp: 142.2,
      },
      {
        speaker: "customer",
        text: "Yes, this one. And send me the numbers before Thursday so I can actually look at them.",
        timestamp: 149.5,
      },
      { speaker: "agent", text: "Will do, you'll have them tonight. Thanks, Denise.", timestamp: 157.1 },
      { speaker: "customer", text: "Okay. See you Thursday.", timestamp: 160.8 },
    ],
  },
  {
    key: "real_estate_circle_prospecting_average",
    vertical: "real_estate",
    quality: "average",
    lines: [
      { speaker: "customer", text: "Hi, this is Megan?", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Megan, this is Sam Patel, I'm a real estate agent with a local office. Um, I'm calling because a home on your street just sold.",
        timestamp: 2.3,
      },
      { speaker: "customer", text: "Oh. Okay. How did you get my number?", timestamp: 13.3 },
      {
        speaker: "agent",
        text: "It's from a public directory. So the home at 418 Willow Creek sold in six days, over asking. Are you thinking of selling?",
        timestamp: 17.1,
      },
      { speaker: "customer", text: "Not really, not right now.", timestamp: 27.2 },
      {
        speaker: "agent",
        text: "Okay, no problem. Do you know anyone else on the street who might be thinking of selling?",
        timestamp: 29.4,
      },
      { speaker: "customer", text: "Not off the top of my head, no.", timestamp: 37.4 },
      { speaker: "agent", text: "Got it. Would you want to know what your home is worth?", timestamp: 41.1 },
      {
        speaker: "customer",
        text: "I mean, maybe. We've talked about needing more space eventually, with the baby coming in the spring.",
        timestamp: 46.8,
      },
      {
        speaker: "agent",
        text: "Oh, congratulations! So what would the ideal next home look like for you?",
        timestamp: 53.8,
      },
      {
        speaker: "customer",
        text: "Probably four bedrooms and a bigger yard. But with interest rates where they are, I don't think we could afford anything bigger.",
        timestamp: 59.7,
      },
      {
        speaker: "agent",
        text: "I understand, a lot of people feel that way. Rates have, you know, come down a little, and your equity has grown a lot, so it might be more doable than you think.",
        timestamp: 69.4,
      },
      { speaker: "customer", text: "Maybe. Can you just email me what you think the house is worth?", timestamp: 82.6 },
      {
        speaker: "agent",
        text: "Sure, I can do that. I'd really recommend I come by and see it though, just so it's accurate. Are you free this week?",
        timestamp: 88.4,
      },
      {
        speaker: "customer",
        text: "This week is crazy. Just send the email and I'll look at it when I can.",
        timestamp: 98.6,
      },
      { speaker: "agent", text: "Okay, sounds good. What's the best email?", timestamp: 105.5 },
      {
        speaker: "customer",
        text: "Actually, just drop something in the mailbox. I don't really give out my email, and I don't want the whole street knowing we might move.",
        timestamp: 109.4,
      },
      { speaker: "agent", text: "No problem, I'll drop something off. Thanks for your time, Megan.", timestamp: 119.3 },
      { speaker: "customer", text: "Okay, thanks. Bye.", timestamp: 125.0 },
    ],
  },
  {
    key: "real_estate_fsbo_weak",
    vertical: "real_estate",
    quality: "weak",
    lines: [
      { speaker: "customer", text: "Hello? Are you calling about the house on Saguaro Lane?", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Yeah, hi, um, so this is Brandon, I'm, like, with a brokerage here in the valley and basically I saw your sign and, you know, I wanted to reach out because, uh, we sell a ton of homes in your area and honestly most for-sale-by-owner homes just don't sell, so I really think you need an agent.",
        timestamp: 5.3,
      },
      {
        speaker: "customer",
        text: "So you're not a buyer. I'm selling it myself, I don't need an agent.",
        timestamp: 27.8,
      },
      {
        speaker: "agent",
        text: "Right, but, um, the thing is, like, a lot of buyer agents won't even show your house if you're not listed, and basically you're going to leave a ton of money on the table, you know? Statistics show agents get way more money for sellers, like, every time.",
        timestamp: 34.3,
      },
      {
        speaker: "customer",
        text: "I've had two showings already. And why would I pay six percent commission?",
        timestamp: 53.2,
      },
      {
        speaker: "agent",
        text: "Well, uh, you know, it's not really six percent, it's kind of negotiable, but basically you get what you pay for. Do you want to sell your house or not?",
        timestamp: 59.1,
      },
      { speaker: "customer", text: "Excuse me?", timestamp: 71.9 },
      {
        speaker: "agent",
        text: "I just mean, like, you're priced way too high anyway, at four eighty-nine, you know, nobody's going to pay that, so you basically need someone who actually knows the market, which is, like, what I do.",
        timestamp: 73.2,
      },
      {
        speaker: "customer",
        text: "You haven't even seen the house. I don't like these high-pressure tactics.",
        timestamp: 87.8,
      },
      {
        speaker: "agent",
        text: "I'm not being pushy, I'm just, um, being honest with you. Can I come by today and, like, get the listing paperwork signed? It'll only take like an hour, basically.",
        timestamp: 93.4,
      },
      { speaker: "customer", text: "No. Take my number off your list.", timestamp: 105.7 },
      {
        speaker: "agent",
        text: "Okay but, uh, just so you know, you're going to, like, end up calling an agent anyway, so you might as well—",
        timestamp: 109.6,
      },
      { speaker: "customer", text: "I've got work to do. Don't call here again.", timestamp: 118.4 },
    ],
  },
  {
    key: "insurance_health_life_strong",
    vertical: "insurance",
    quality: "strong",
    lines: [
      { speaker: "customer", text: "Hello? Sorry, it's loud here. Who is this?", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Ashley, this is Maria Lopez, a licensed insurance agent, following up on your term life quote request. Is now okay for two minutes?",
        timestamp: 4.4,
      },
      {
        speaker: "customer",
        text: "Oh. I'm making dinner, but okay, quickly. I just wanted a ballpark price, I didn't expect a phone call.",
        timestamp: 14.1,
      },
      {
        speaker: "agent",
        text: "That makes sense, I'll keep it short. Price depends on age and health, so two quick questions help me give a real range. What made you start looking?",
        timestamp: 22.2,
      },
      {
        speaker: "customer",
        text: "We just had our second baby, and it hit me that if something happened to one of us we'd be in real trouble. I do have some life insurance through my job, though.",
        timestamp: 34.0,
      },
      {
        speaker: "agent",
        text: "Congratulations on the baby. How much does your work policy cover, roughly?",
        timestamp: 47.4,
      },
      {
        speaker: "customer",
        text: "I think it's one times my salary? Something like that. Honestly, I've never really looked at it, I just checked a box when I started there six years ago.",
        timestamp: 53.2,
      },
      {
        speaker: "agent",
        text: "That's common with employer plans. And how is your husband covered?",
        timestamp: 64.7,
      },
      {
        speaker: "customer",
        text: "He's a self-employed electrician, so he has nothing at all, and he's the one on ladders all day. But money is really tight right now with the new baby and daycare for our three-year-old.",
        timestamp: 70.4,
      },
      {
        speaker: "agent",
        text: "I understand, budget matters with two little ones. Term is usually the most affordable type. What monthly amount would feel comfortable?",
        timestamp: 84.1,
      },
      {
        speaker: "customer",
        text: "Maybe fifty or sixty dollars a month for both of us? Is this one of those policies where the price goes up later?",
        timestamp: 93.2,
      },
      {
        speaker: "agent",
        text: "Good question. With level term, the premium stays the same for the term you pick, and I'll show that in writing. I can't promise a final price until underwriting is done.",
        timestamp: 102.5,
      },
      {
        speaker: "customer",
        text: "Okay, that's fair, at least you're not promising me something. But my husband would need to be part of this decision, he's the numbers guy.",
        timestamp: 115.3,
      },
      {
        speaker: "agent",
        text: "Absolutely, it should be a decision you make together. When are you both free after the kids are asleep?",
        timestamp: 126.2,
      },
      { speaker: "customer", text: "Tuesdays are usually calm. Sometime after eight.", timestamp: 134.0 },
      {
        speaker: "agent",
        text: "How about Tuesday at 8:15pm, twenty minutes with both of you? I'll email two or three options beforehand.",
        timestamp: 137.5,
      },
      { speaker: "customer", text: "Tuesday at 8:15 works. Use the email from the form.", timestamp: 145.4 },
      { speaker: "agent", text: "Perfect, you'll have it by Monday. Enjoy your dinner, Ashley.", timestamp: 150.0 },
      { speaker: "customer", text: "Thanks, Maria. Talk Tuesday.", timestamp: 155.0 },
    ],
  },
  {
    key: "insurance_auto_home_bundle_average",
    vertical: "insurance",
    quality: "average",
    lines: [
      { speaker: "customer", text: "Kowalski Heating and Cooling, this is Steve.", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Steve, this is Derek Hall, I'm an independent insurance agent here in Milwaukee. I'm calling local business owners about bundling auto and home. Do you have a minute?",
        timestamp: 3.9,
      },
      { speaker: "customer", text: "Barely, I'm driving between jobs. How did you get my number?", timestamp: 15.4 },
      {
        speaker: "agent",
        text: "It's listed on your business website. So, uh, are you happy with your current insurance?",
        timestamp: 21.1,
      },
      {
        speaker: "customer",
        text: "I've been with my company seventeen years. They've treated me fine.",
        timestamp: 27.4,
      },
      { speaker: "agent", text: "Seventeen years is a long time. Has your premium gone up recently?", timestamp: 32.8 },
      {
        speaker: "customer",
        text: "Yeah, it went up a bunch at the last renewal. My son just got his license.",
        timestamp: 37.8,
      },
      {
        speaker: "agent",
        text: "That'll do it, teen drivers are expensive. A lot of our customers save by bundling, um, sometimes hundreds a year.",
        timestamp: 44.8,
      },
      {
        speaker: "customer",
        text: "Everybody says they'll save me money, and then the price jumps the next year.",
        timestamp: 53.8,
      },
      {
        speaker: "agent",
        text: "I get that. Our carriers have been pretty stable, though. Would you want me to run a quote?",
        timestamp: 59.7,
      },
      { speaker: "customer", text: "I don't have time to go through all my policies right now.", timestamp: 67.4 },
      {
        speaker: "agent",
        text: "It only takes about fifteen minutes. I'd just need your declarations pages.",
        timestamp: 73.1,
      },
      { speaker: "customer", text: "Just send me something by email and I'll look at it.", timestamp: 78.4 },
      { speaker: "agent", text: "Sure. What's the best email for you?", timestamp: 83.8 },
      { speaker: "customer", text: "Steve at kowalski hvac dot com.", timestamp: 86.8 },
      { speaker: "agent", text: "Great, I'll send some info over and follow up sometime next week.", timestamp: 90.6 },
      { speaker: "customer", text: "Yeah, okay. I've got to go, I'm pulling into a job.", timestamp: 95.8 },
      { speaker: "agent", text: "No problem. Thanks, Steve.", timestamp: 101.2 },
    ],
  },
  {
    key: "insurance_renewal_weak",
    vertical: "insurance",
    quality: "weak",
    lines: [
      {
        speaker: "customer",
        text: "Oh good, somebody finally calls me back. Do you know how long I've been waiting?",
        timestamp: 0.0,
      },
      {
        speaker: "agent",
        text: "Hi, um, yeah, this is Kyle from the agency, I'm, uh, basically just calling about your homeowners renewal because it's coming up and, you know, we need to get it processed, so I just wanted to make sure you're all set to renew, okay?",
        timestamp: 6.2,
      },
      {
        speaker: "customer",
        text: "All set? My premium went up thirty-eight percent and nobody even called to explain it.",
        timestamp: 24.0,
      },
      {
        speaker: "agent",
        text: "Yeah, so, um, rates are basically up for everyone in Florida right now, like, it's not just you, so there's really nothing we can do about that, you know?",
        timestamp: 31.1,
      },
      {
        speaker: "customer",
        text: "Don't tell me rates are up for everyone. My roof claim took four months to settle.",
        timestamp: 42.7,
      },
      {
        speaker: "agent",
        text: "Well, uh, that's a claims thing, that's not really my department, but, like, the claim is probably why your rate went up too, so, you know, it kind of makes sense if you think about it.",
        timestamp: 49.7,
      },
      {
        speaker: "customer",
        text: "So I get punished for using the insurance I pay for? I already got a quote from another company that's way cheaper.",
        timestamp: 64.5,
      },
      {
        speaker: "agent",
        text: "Okay but, um, those cheap companies basically don't pay claims, like, at all, so honestly you'd be making a big mistake. I can guarantee we're the best price you're going to find for that coverage.",
        timestamp: 73.7,
      },
      { speaker: "customer", text: "You can guarantee that? Then lower my premium.", timestamp: 88.3 },
      {
        speaker: "agent",
        text: "I mean, uh, I can't change the price, it's, like, set by underwriting. So do you want to renew or not? Because it expires on the fifteenth and, you know, I need an answer today.",
        timestamp: 91.8,
      },
      { speaker: "customer", text: "Don't pressure me. Just cancel it. I'm done.", timestamp: 106.7 },
      {
        speaker: "agent",
        text: "Okay, well, um, if you cancel you'll basically be uninsured, so I really don't think that's smart, you know?",
        timestamp: 110.4,
      },
      { speaker: "customer", text: "I'll call the other company myself. Don't call me again.", timestamp: 118.8 },
    ],
  },
  {
    key: "saas_ops_demo_strong",
    vertical: "saas",
    quality: "strong",
    lines: [
      { speaker: "customer", text: "This is Kevin.", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Kevin, this is Nina Carter. I work with warehouse teams on shift scheduling, and saw you're hiring a dispatch coordinator. Got a minute for why I called?",
        timestamp: 2.2,
      },
      { speaker: "customer", text: "I've got about two minutes before a meeting. Go ahead.", timestamp: 13.6 },
      {
        speaker: "agent",
        text: "Thanks. Ops managers often tell us scheduling lives in spreadsheets and overtime creeps up. How are you handling shift scheduling today?",
        timestamp: 18.7,
      },
      {
        speaker: "customer",
        text: "Spreadsheets, honestly. It works, mostly. My two shift leads update it every morning, and then I spend half my morning cleaning up the conflicts and the double bookings.",
        timestamp: 27.1,
      },
      { speaker: "agent", text: "That makes sense. How much time does that take each week?", timestamp: 39.3 },
      {
        speaker: "customer",
        text: "Probably six or seven hours a week between me and the leads. A lot more in peak season, when we bring on temps.",
        timestamp: 44.1,
      },
      { speaker: "agent", text: "What happens in peak season when it breaks?", timestamp: 54.1 },
      {
        speaker: "customer",
        text: "We end up paying overtime because somebody didn't see a gap. Last November overtime was about eighteen percent of payroll. But look, we tried a tool like this two years ago and nobody used it.",
        timestamp: 57.6,
      },
      {
        speaker: "agent",
        text: "I understand, that's a real risk. Why do you think the team stopped using it?",
        timestamp: 71.9,
      },
      {
        speaker: "customer",
        text: "It was built for office people. My leads are on the floor with a scanner, not at a desk, and it took four clicks to swap a shift.",
        timestamp: 79.0,
      },
      {
        speaker: "agent",
        text: "That's really helpful. What would a tool need to do for your leads to actually use it on the floor?",
        timestamp: 90.3,
      },
      {
        speaker: "customer",
        text: "Work on a phone, be fast, and not need training. Also, I don't have budget for this until next year, and my director signs off on anything over ten grand.",
        timestamp: 98.8,
      },
      {
        speaker: "agent",
        text: "Thanks for being upfront. It may make sense to build the case before the budget cycle. What would your director need to see?",
        timestamp: 111.3,
      },
      {
        speaker: "customer",
        text: "Numbers. Overtime savings, and proof it worked at a warehouse our size, not some office.",
        timestamp: 120.8,
      },
      {
        speaker: "agent",
        text: "That's fair. I can bring a case study from a forty-person distribution center and show the mobile shift swap, thirty minutes, only your process. Thursday at 2pm, with one of your shift leads?",
        timestamp: 127.8,
      },
      { speaker: "customer", text: "Thursday at 2 works. I'll bring Tasha, she runs second shift.", timestamp: 140.9 },
      {
        speaker: "agent",
        text: "Great. I'll send the invite for Thursday at 2pm with a short agenda. Is your work email best?",
        timestamp: 146.5,
      },
      {
        speaker: "customer",
        text: "Yeah, kevin dot marsh at the company domain. Send it today so it doesn't get buried.",
        timestamp: 154.1,
      },
      { speaker: "agent", text: "Will do. Thanks, Kevin.", timestamp: 161.3 },
      { speaker: "customer", text: "Thanks. Talk Thursday.", timestamp: 163.3 },
    ],
  },
  {
    key: "saas_enterprise_renewal_average",
    vertical: "saas",
    quality: "average",
    lines: [
      { speaker: "customer", text: "Sandra Whitaker.", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hi Sandra, this is Ethan Brooks, I'm your new account manager. I wanted to introduce myself and talk about your renewal coming up in sixty days. Do you have a few minutes?",
        timestamp: 1.4,
      },
      {
        speaker: "customer",
        text: "I've got a hard stop in ten minutes. And honestly, your last rep left and nobody told us for a month.",
        timestamp: 14.8,
      },
      {
        speaker: "agent",
        text: "I'm sorry about that, that shouldn't have happened. So, um, I wanted to go over some of the new features we released this quarter, like the forecasting dashboard and the new integrations, which I think your team would really like.",
        timestamp: 23.3,
      },
      {
        speaker: "customer",
        text: "Don't try to upsell me right now. Only about forty percent of our seats are even being used.",
        timestamp: 39.5,
      },
      { speaker: "agent", text: "Okay, got it. Why do you think usage dropped?", timestamp: 47.8 },
      {
        speaker: "customer",
        text: "The recruiters find it clunky, and the two support tickets we escalated took weeks. We're evaluating other vendors, and one of them is thirty percent cheaper.",
        timestamp: 51.7,
      },
      {
        speaker: "agent",
        text: "I understand. I could probably get you a discount if that helps with the renewal.",
        timestamp: 62.5,
      },
      {
        speaker: "customer",
        text: "It's not just about price. My CFO wants cost cuts and he wants to see ROI. Can you show me the ROI or not?",
        timestamp: 69.3,
      },
      { speaker: "agent", text: "Yes, I can pull some usage reports for you. Would that help?", timestamp: 79.2 },
      { speaker: "customer", text: "Maybe. Send them over and we'll see.", timestamp: 85.0 },
      { speaker: "agent", text: "Sure. Can we set up a meeting to go over them sometime next week?", timestamp: 88.1 },
      { speaker: "customer", text: "Email my assistant. I have to go.", timestamp: 94.9 },
      { speaker: "agent", text: "Okay, thanks Sandra.", timestamp: 98.2 },
    ],
  },
  {
    key: "saas_ops_demo_weak",
    vertical: "saas",
    quality: "weak",
    lines: [
      { speaker: "customer", text: "This is Kevin.", timestamp: 0.0 },
      {
        speaker: "agent",
        text: "Hey Kevin, um, so this is Blake from, uh, a scheduling software company, and basically we have this amazing all-in-one platform that does scheduling, time tracking, payroll exports, analytics, AI forecasting, like, everything, and honestly it's, you know, the best thing on the market, so I wanted to get you on a demo this week.",
        timestamp: 1.7,
      },
      { speaker: "customer", text: "How did you get my number? We already have a system.", timestamp: 23.6 },
      {
        speaker: "agent",
        text: "Oh, uh, it's from a list. But, um, your system is probably spreadsheets, right? Yeah, so basically spreadsheets are, like, super outdated and, you know, everybody's moving off them, so you're kind of falling behind.",
        timestamp: 28.8,
      },
      {
        speaker: "customer",
        text: "It works for us. And we tried a tool like this two years ago and nobody used it.",
        timestamp: 43.0,
      },
      {
        speaker: "agent",
        text: "Yeah but that's because it wasn't our tool, you know? Ours is, like, way easier, basically anybody can use it. Are you the decision maker?",
        timestamp: 51.1,
      },
      {
        speaker: "customer",
        text: "I'm the operations manager. I don't have budget for this until next year.",
        timestamp: 61.1,
      },
      {
        speaker: "agent",
        text: "Okay but, um, we have a promo that ends Friday, so if you sign this week you'd get, like, twenty percent off, which is basically a no-brainer, right?",
        timestamp: 67.5,
      },
      { speaker: "customer", text: "I said I don't have budget. Send me an email.", timestamp: 78.9 },
      {
        speaker: "agent",
        text: "I mean, I can, but, uh, emails kind of get ignored, so can we just do the demo tomorrow? It's, like, an hour, and, you know, you'll love it.",
        timestamp: 83.9,
      },
      { speaker: "customer", text: "No. I'm not interested. Don't call this number again.", timestamp: 95.4 },
      { speaker: "agent", text: "Okay, um, well, I'll just, like, send the email anyway.", timestamp: 99.8 },
      { speaker: "customer", text: "Goodbye.", timestamp: 104.9 },
    ],
  },
];
