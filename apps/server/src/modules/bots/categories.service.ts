import type { Category } from "@fable/contract";
import { asc } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { categories } from "./bots.schema.ts";

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return ctx.db
    .select({ id: categories.id, name: categories.name, nameZh: categories.nameZh, type: categories.type })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}
