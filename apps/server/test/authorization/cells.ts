import type { Outcome } from "./outcomes.ts";
import { BOT_STATES, NO_STATE, ROLES, type Role, type State } from "./roles.ts";
import type { Row } from "./table.ts";

export interface Cell {
  /** route × role × state, so a failure names the cell. */
  label: string;
  row: Row;
  role: Role;
  state: State;
  expected: Outcome;
  allowed: boolean;
}

export const isOutcome = (value: object): value is Outcome => "code" in value;

/**
 * Every cell of the table. Within a row the refusals run first, so an allowed call that changes its
 * fixture (deletes a message, decides a review) never decides what a refusal is checked against.
 */
export function cellsOf(rows: readonly Row[]): Cell[] {
  return rows.flatMap((row) => {
    const states: readonly State[] = row.states === "bot" ? BOT_STATES : [NO_STATE];
    const cells = states.flatMap((state) =>
      ROLES.map((role): Cell => {
        const expectation = row.expect[role];
        const expected = isOutcome(expectation)
          ? expectation
          : expectation[state === NO_STATE ? "public" : state];
        return {
          label: `${row.method} ${row.path} [${row.name}] × ${role} × ${state}`,
          row,
          role,
          state,
          expected,
          allowed: expected.code === 0,
        };
      }),
    );
    return [...cells.filter((cell) => !cell.allowed), ...cells.filter((cell) => cell.allowed)];
  });
}
