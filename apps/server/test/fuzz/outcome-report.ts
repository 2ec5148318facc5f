import type { LightMyRequestResponse } from "fastify";

interface Outcome {
  accepted: number;
  refused: number;
  /** "400 {…envelope…}" → how often: the commonest refusals show whether cases get past validation. */
  reasons: Map<string, number>;
}

/** Per route, how many cases the server accepted and why it refused the others (printed with FUZZ_REPORT=1). */
export class OutcomeReport {
  private readonly outcomes = new Map<string, Outcome>();

  record(route: string, response: LightMyRequestResponse, rejected: boolean) {
    let outcome = this.outcomes.get(route);
    if (!outcome) {
      outcome = { accepted: 0, refused: 0, reasons: new Map() };
      this.outcomes.set(route, outcome);
    }
    if (!rejected) {
      outcome.accepted += 1;
      return;
    }
    outcome.refused += 1;
    const reason = `${response.statusCode} ${response.body.slice(0, 100)}`;
    outcome.reasons.set(reason, (outcome.reasons.get(reason) ?? 0) + 1);
  }

  print() {
    for (const [route, { accepted, refused, reasons }] of this.outcomes) {
      const common = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 3);
      console.log(
        `${route.padEnd(52)} accepted ${String(accepted).padStart(5)}  refused ${String(refused).padStart(5)}` +
          common.map(([reason, count]) => `\n    ${count}× ${reason}`).join(""),
      );
    }
  }
}
