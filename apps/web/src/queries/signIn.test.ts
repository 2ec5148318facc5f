import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INVITE_COOKIE } from "../lib/invitation";
import { signIn } from "./signIn";

const fetchMock = vi.fn<typeof fetch>();
const lastBody = () => JSON.parse(String(fetchMock.mock.calls.at(-1)![1]?.body));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ code: 0, message: "", result: {} }), {
        headers: { "Content-Type": "application/json" },
      }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("signIn", () => {
  it("sends the code of the invitation link the visitor came by", async () => {
    vi.stubGlobal("document", { cookie: `lang=en; ${INVITE_COOKIE}=ABCD2345` });
    await signIn({ srcType: "LOCAL", email: "a@example.com", userPwd: "secret42" });
    expect(lastBody()).toMatchObject({ usedInvitationCode: "ABCD2345" });
  });

  it("sends none without an invitation", async () => {
    vi.stubGlobal("document", { cookie: "lang=en" });
    await signIn({ srcType: "LOCAL", email: "a@example.com", userPwd: "secret42" });
    expect(lastBody()).not.toHaveProperty("usedInvitationCode");
  });
});
