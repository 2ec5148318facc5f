import type { ServiceContext } from "../../context.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An order number people can read out: F, the UTC date, and 8 random letters and digits. */
export function newOrderNo(ctx: Pick<ServiceContext, "clock" | "random">): string {
  const day = ctx.clock.now().toISOString().slice(0, 10).replaceAll("-", "");
  const bytes = ctx.random.bytes(8);
  const tail = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `F${day}${tail}`;
}
