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

describe("GET /config/getConfigByKey?key=CODE_DELIVERY", () => {
  it("tells the web app that codes are in the dev outbox when no mail server is set, and nothing more", async () => {
    const answer = await call(harness.app, "GET", "/api/config/getConfigByKey?key=CODE_DELIVERY");
    expect(answer).toMatchObject({ status: 200, code: 0, result: { dev_outbox: true } });
    expect(Object.keys(answer.result)).toEqual(["dev_outbox"]);
  });

  it("says no once mail goes out over SMTP", async () => {
    const withMail = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:1" } });
    try {
      const answer = await call(withMail.app, "GET", "/api/config/getConfigByKey?key=CODE_DELIVERY");
      expect(answer.result).toEqual({ dev_outbox: false });
    } finally {
      await withMail.close();
    }
  });
});
