import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";

/**
 * How long statements may run back to back before the event loop gets a turn. PGlite runs each
 * statement on this thread, and a statement's promise resolves without waiting for the loop, so the
 * statements of one request (an import's dozens of inserts) chain into one block as long as all of
 * them together; every other request waits behind it.
 */
const TURN_BUDGET_MS = 5;

/** The statement methods of PGlite and of the transaction object its transaction() hands out. */
const STATEMENT_METHODS = new Set<PropertyKey>(["query", "sql", "exec"]);

/**
 * A PGlite client that lets the event loop turn between statements once statements have held it
 * for TURN_BUDGET_MS in one go. A request with a few quick statements pays nothing (no extra turn
 * before its first token); a long run of statements is cut into blocks of about the budget plus one
 * statement.
 */
export function withEventLoopTurns(client: PGlite, budgetMs = TURN_BUDGET_MS): PGlite {
  /** When the first statement of the current run started, while the loop has not turned since. */
  let runStartedAt: number | undefined;
  const runEnded = () => {
    runStartedAt = undefined;
  };

  async function takeTurnIfDue(): Promise<void> {
    const now = performance.now();
    if (runStartedAt === undefined) {
      runStartedAt = now;
      // Runs when the loop next reaches its check phase, i.e. once something else had a turn.
      setImmediate(runEnded);
      return;
    }
    if (now - runStartedAt < budgetMs) return;
    await nextTurn();
    runStartedAt = performance.now();
    setImmediate(runEnded);
  }

  function turnTaking<Target extends object>(target: Target): Target {
    return new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== "function") return value;
        // PGlite's methods use private fields, so they must run on the instance, not the proxy.
        const method = value.bind(object) as (...args: unknown[]) => Promise<unknown>;
        if (STATEMENT_METHODS.has(property)) {
          return async (...args: unknown[]) => {
            await takeTurnIfDue();
            return method(...args);
          };
        }
        if (property === "transaction") {
          return (work: (tx: Transaction) => Promise<unknown>) =>
            method((tx: Transaction) => work(turnTaking(tx)));
        }
        return method;
      },
    });
  }

  return turnTaking(client);
}
