import { ResponseCode, SystemMessages } from "@fable/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { createTestApp } from "../../../test/harness.ts";

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe("GET /config/getConfigByKey", () => {
  it("names an unknown key back", async () => {
    const answer = await call(harness.app, "GET", "/api/config/getConfigByKey?key=NO_SUCH_KEY");
    expect(answer).toMatchObject({
      status: 404,
      code: ResponseCode.NOT_FOUND,
      message: "No configuration key NO_SUCH_KEY",
    });
  });

  it("refuses a key that is no key name instead of echoing it (was reflected into the message)", async () => {
    const payload = encodeURIComponent("<script>x</script>' UNION SELECT 1 --");
    const answer = await call(harness.app, "GET", `/api/config/getConfigByKey?key=${payload}`);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(`querystring.key: ${SystemMessages.configKeyRule}`);
  });
});
