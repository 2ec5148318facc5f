import type { OrderView } from "@fable/contract";
import type { OrderRow } from "./payments.schema.ts";

export const toOrderView = (row: OrderRow): OrderView => ({
  orderNo: row.orderNo,
  vipEnum: row.vipEnum,
  category: row.category as OrderView["category"],
  method: row.method,
  amount: row.amount,
  currency: row.currency,
  status: row.status as OrderView["status"],
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
