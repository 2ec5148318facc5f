/** Messages of the credits ledger that users read (docs/product.md#credits). */
export const CreditMessages = {
  notEnough: "Not enough credits",
} as const;
