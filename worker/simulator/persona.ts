/**
 * @file The simulator's stand-in for the voice agent's LLM: a deterministic lead that pushes back with the
 * objections listed in the persona prompt it was given, warms up to empathy and open questions, and agrees
 * to a meeting when asked for a specific time once there is some rapport.
 */

export interface PersonaState {
  objections: string[];
  nextObjection: number;
  rapport: number;
  agreed: boolean;
}

export interface PersonaReply {
  state: PersonaState;
  reply: string;
  /** The lead hangs up (the agent's end_call tool). */
  ended: boolean;
}

const OBJECTIONS_HEADING = /^#{1,6}\s*common objections/i;
const FALLBACK_OBJECTIONS = [
  "I'm really not interested right now.",
  "How did you get my number?",
  "I don't have time for this. Can you just send me something?",
];
const AFTER_OBJECTIONS = [
  "Okay... so what exactly are you asking me for?",
  "I'm still not convinced. Why should I give you my time?",
  "Look, I'm busy. What's the next step, then?",
];

const GOODBYE = /\b(good ?bye|bye|talk (to you )?(soon|later)|have a (good|great|nice) (day|one|evening))\b/i;
const EMPATHY =
  /\b(i understand|understand|appreciate|makes sense|fair (point|enough)|i hear you|totally get|that's (fair|reasonable)|good question|great question|thank you|thanks)\b/i;
const OPEN_QUESTION = /\b(what|how|why|tell me|walk me through|describe|which)\b[^?]*\?/i;
const MEETING =
  /\b(meet|meeting|appointment|call|chat|coffee|stop by|come by|walk ?through|visit|demo|consultation|sit down|review|look at)\b/i;
const SPECIFIC_TIME =
  /\b((?:this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening))?(?: at \d{1,2}(?::\d{2})?\s?(?:am|pm)?)?|tomorrow(?: (?:morning|afternoon|evening))?(?: at \d{1,2}(?::\d{2})?\s?(?:am|pm)?)?|\d{1,2}(?::\d{2})?\s?(?:am|pm)|noon)\b/i;
const RAPPORT_FOR_MEETING = 2;

/** The "- \"…\"" bullets under the prompt's Common Objections heading (the seeded prompt format). */
export function objectionsFromPrompt(prompt: string): string[] {
  const lines = prompt.split("\n");
  const start = lines.findIndex((line) => OBJECTIONS_HEADING.test(line.trim()));
  if (start < 0) return [...FALLBACK_OBJECTIONS];
  const objections: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    if (trimmed.startsWith("#")) break;
    if (!trimmed.startsWith("- ")) {
      if (objections.length > 0 && trimmed !== "") break;
      continue;
    }
    const text = trimmed
      .slice(2)
      .trim()
      .replace(/^["“]|["”]$/g, "")
      .trim();
    if (text) objections.push(text);
  }
  return objections.length > 0 ? objections : [...FALLBACK_OBJECTIONS];
}

export function newPersona(prompt: string): PersonaState {
  return { objections: objectionsFromPrompt(prompt), nextObjection: 0, rapport: 0, agreed: false };
}

export function replyTo(state: PersonaState, traineeLine: string): PersonaReply {
  const text = traineeLine.trim();
  if (GOODBYE.test(text))
    return { state, reply: state.agreed ? "Great, talk to you then. Bye!" : "Okay. Bye now.", ended: true };
  if (state.agreed)
    return { state, reply: "Sounds good. Just send me the details and I'll see you then.", ended: false };

  let rapport = state.rapport;
  if (EMPATHY.test(text)) rapport += 1;
  const openQuestion = OPEN_QUESTION.test(text);
  if (openQuestion) rapport += 1;
  const time = SPECIFIC_TIME.exec(text)?.[0];
  if (time && MEETING.test(text)) {
    if (rapport >= RAPPORT_FOR_MEETING) {
      return {
        state: { ...state, rapport, agreed: true },
        reply: `Alright, ${time} works for me. Send me a confirmation and we'll talk then.`,
        ended: false,
      };
    }
    const pushback = nextObjection({ ...state, rapport });
    return {
      state: pushback.state,
      reply: `Whoa, slow down. I don't even know you yet. ${pushback.line}`,
      ended: false,
    };
  }
  const pushback = nextObjection({ ...state, rapport });
  return { state: pushback.state, reply: openQuestion ? `Honestly? ${pushback.line}` : pushback.line, ended: false };
}

function nextObjection(state: PersonaState): { state: PersonaState; line: string } {
  const index = state.nextObjection;
  const line =
    index < state.objections.length
      ? state.objections[index]!
      : AFTER_OBJECTIONS[(index - state.objections.length) % AFTER_OBJECTIONS.length]!;
  return { state: { ...state, nextObjection: index + 1 }, line };
}
