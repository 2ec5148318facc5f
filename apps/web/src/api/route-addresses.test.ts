import { describe, expect, it } from "vitest";
import { addressModule, ROUTE_GROUP_MODULES } from "../../build/route-addresses.ts";

const groupFiles = Object.keys(import.meta.glob("../../../../packages/contract/src/routes/*.ts"))
  .map((file) => file.replace(/^.*\/(\w[\w-]*)\.ts$/, "$1"))
  .filter((name) => name !== "define");

describe("route addresses for the browser", () => {
  it("knows every route group module of the contract", () => {
    expect(Object.keys(ROUTE_GROUP_MODULES).sort()).toEqual(groupFiles.sort());
  });

  it("keeps each route's method and path and leaves its schemas out", () => {
    const code = addressModule("bots");
    expect(code).toContain('"getBotInfo":{"method":"GET","path":"/ai/roleInfo/getBotInfo"}');
    expect(code).not.toMatch(/zod|schema|summary/i);
  });
});
