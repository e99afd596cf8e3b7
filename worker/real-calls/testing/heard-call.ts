/** @file Tests' real call as a recording the simulator's speech to text hears: the rep (`speaker_0`) and the lead. */
import { heardRecording, type HeardTurn } from "../../simulator/heard-recording";

/** The call's turns, the rep introducing themselves as `rep`; the lead gives a phone number and an objection. */
export const heardCallTurns = (rep: string): HeardTurn[] => [
  {
    start: 0,
    speakerId: "speaker_0",
    text: `Hi, is this Sam? This is ${rep} from Harbor Realty, do you have a minute?`,
  },
  { start: 5, speakerId: "speaker_1", text: "I guess. What is this about? My number is 415-555-0134." },
  { start: 9, speakerId: "speaker_0", text: "I saw your listing expired. What made you decide to sell?" },
  {
    start: 14,
    speakerId: "speaker_1",
    text: "We want to move closer to my daughter. But I already have an agent I trust.",
  },
  { start: 20, speakerId: "speaker_0", text: "Could we meet on Thursday at 4 pm to look at the pricing together?" },
  { start: 25, speakerId: "speaker_1", text: "Thursday at 4 works." },
];

export const HEARD_CALL_SECONDS = 28;

export const heardCall = (rep: string) => heardRecording(heardCallTurns(rep), HEARD_CALL_SECONDS);
