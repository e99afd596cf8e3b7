/**
 * @file Fault injection for the local WebSocket-to-Postgres bridge: the armed rules, and for each connection
 * the moment one of them strikes, decided from the protocol messages going by (lib/db/testing/fault-rule.ts).
 */
import { randomUUID } from "node:crypto";
import { POSTGRES_MESSAGES, type ArmedFault, type FaultRule } from "../../lib/db/testing/fault-rule";
import { isStartup, startupParameters, statementText, type WireMessage } from "./postgres-wire";

/** What the bridge does when a rule strikes. */
export type FaultAction = { kind: "close" | "reset" | "stall" } | { kind: "error"; code: string; message: string };

type Moment = { at: "connect" | "sign-in" } | { at: "statement" | "sent" | "answer" | "request"; statement: string };

/** The rules armed on one bridge; each connection asks it at every moment a rule could strike. */
export class FaultPlan {
  private readonly armed: ArmedFault[] = [];
  private readonly listeners: Array<() => void> = [];

  /** `listener` runs whenever a rule is armed or removed. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  arm(rule: FaultRule): ArmedFault {
    const fault = { ...rule, id: randomUUID(), passed: 0, strikes: 0 };
    this.armed.push(fault);
    this.changed();
    return { ...fault };
  }

  remove(id: string): boolean {
    const index = this.armed.findIndex((fault) => fault.id === id);
    if (index >= 0) this.armed.splice(index, 1);
    this.changed();
    return index >= 0;
  }

  clear(): void {
    this.armed.length = 0;
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  list(): ArmedFault[] {
    return this.armed.map((fault) => ({ ...fault }));
  }

  /** A new connection's view of the plan. */
  connection(): ConnectionFaults {
    return new ConnectionFaults(this);
  }

  /** The first rule, in the order armed, that strikes at this moment of a connection; its strike is counted. */
  strike(applicationName: string | undefined, moment: Moment): FaultAction | null {
    for (const fault of this.armed) {
      if (!matches(fault, applicationName, moment)) continue;
      if (fault.afterAnotherStrikes && !this.anotherStruck(fault)) continue;
      if (fault.passed < (fault.skip ?? 0)) {
        fault.passed += 1;
        continue;
      }
      fault.strikes += 1;
      if (fault.action !== "error") return { kind: fault.action };
      return { kind: "error", code: fault.code!, message: fault.message ?? POSTGRES_MESSAGES[fault.code!]! };
    }
    return null;
  }

  private anotherStruck(fault: ArmedFault): boolean {
    return this.armed.some(
      (other) => other !== fault && other.applicationName === fault.applicationName && other.strikes > 0,
    );
  }
}

function matches(fault: ArmedFault, applicationName: string | undefined, moment: Moment): boolean {
  // A spent rule stays listed, with its strikes, until it is removed.
  if (fault.times !== undefined && fault.strikes >= fault.times) return false;
  if (fault.applicationName !== undefined && fault.applicationName !== applicationName) return false;
  if (fault.at !== moment.at) return false;
  return !("statement" in moment) || moment.statement.toLowerCase().includes(fault.matching!.toLowerCase());
}

/**
 * Follows one connection: who it is (from the startup message) and which statements are still waiting for
 * their answer. A simple query (`Q`) or an extended one (`P` … `S`) is answered when its ReadyForQuery comes.
 */
export class ConnectionFaults {
  private applicationName: string | undefined;
  private signedIn = false;
  private preparing: string | null = null;
  private readonly awaitingAnswer: string[] = [];

  constructor(private readonly plan: FaultPlan) {}

  /** A client message is about to go to Postgres: the fault to inject instead, if one strikes. */
  beforeServer(message: WireMessage): FaultAction | null {
    if (message.type === "") {
      if (!isStartup(message)) return null;
      this.applicationName = startupParameters(message).application_name;
      return this.plan.strike(this.applicationName, { at: "connect" });
    }
    if (message.type === "p") return this.plan.strike(this.applicationName, { at: "sign-in" });
    const statement = statementText(message);
    if (statement !== null) {
      const action = this.plan.strike(this.applicationName, { at: "statement", statement });
      if (action) return action;
      if (message.type === "Q") this.awaitingAnswer.push(statement);
      else this.preparing = statement;
    } else if (message.type === "S") {
      this.awaitingAnswer.push(this.preparing ?? "");
      this.preparing = null;
    }
    return null;
  }

  /** A client message has just gone to Postgres: the fault to inject now, if one strikes (the answer is lost). */
  afterServer(message: WireMessage): FaultAction | null {
    if (message.type !== "Q" && message.type !== "S") return null;
    const sent = this.awaitingAnswer.at(-1);
    return sent === undefined ? null : this.plan.strike(this.applicationName, { at: "sent", statement: sent });
  }

  /** A Postgres message has just gone to the client: the fault to inject now, if one strikes. */
  afterClient(message: WireMessage): FaultAction | null {
    if (message.type !== "Z") return null;
    // The first ReadyForQuery ends the sign-in and answers no statement, even when the first statement was sent
    // with the sign-in (the driver's pipelined connect) and already waits for its answer.
    if (!this.signedIn) {
      this.signedIn = true;
      return null;
    }
    const answered = this.awaitingAnswer.shift();
    if (answered === undefined) return null;
    return this.plan.strike(this.applicationName, { at: "answer", statement: answered });
  }
}
