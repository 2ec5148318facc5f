import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

import { ApiError } from "../api";
import { initI18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { uploadAvatar } from "./creation";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const envelope = (result: unknown) => json({ code: 0, message: "", result });

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  useAuthStore.setState({ token: "secret-token" });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null });
});

const png = () => new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });
const passed = { pass: true, width: 512, height: 512, message: "", hasFace: true };

describe("uploadAvatar", () => {
  it("keeps the uploaded address when the check answers no url (local storage)", async () => {
    const signed = {
      url: "/uploads/avatars/abc.webp?signature=x",
      method: "PUT",
      headers: {},
      expiresAt: "",
    };
    fetchMock
      .mockResolvedValueOnce(envelope(signed))
      .mockResolvedValueOnce(envelope({ url: "/uploads/avatars/abc.webp" }))
      .mockResolvedValueOnce(envelope(passed));

    await expect(uploadAvatar(png(), "a.png")).resolves.toBe("/uploads/avatars/abc.webp");
    const [checkUrl, checkInit] = fetchMock.mock.calls[2]!;
    expect(checkUrl).toBe("/api/sm/checkHeadImage");
    expect(JSON.parse(String(checkInit?.body))).toEqual({ imageUrl: "/uploads/avatars/abc.webp" });
  });

  it("takes the stored picture's url from the check (S3 storage)", async () => {
    const incoming = "https://bucket.example/fable/incoming/avatars/abc";
    const signed = { url: `${incoming}?X-Amz-Signature=x`, method: "PUT", headers: {}, expiresAt: "" };
    const stored = "https://bucket.example/fable/avatars/abc.webp";
    fetchMock
      .mockResolvedValueOnce(envelope(signed))
      .mockResolvedValueOnce(new Response("", { status: 200 }))
      .mockResolvedValueOnce(envelope({ ...passed, url: stored }));

    await expect(uploadAvatar(png(), "a.png")).resolves.toBe(stored);
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({ imageUrl: incoming });
  });

  it("fails with the check's message when the picture cannot be an avatar", async () => {
    const signed = { url: "/uploads/images/abc.webp?signature=x", method: "PUT", headers: {}, expiresAt: "" };
    fetchMock
      .mockResolvedValueOnce(envelope(signed))
      .mockResolvedValueOnce(envelope({ url: "/uploads/images/abc.webp" }))
      .mockResolvedValueOnce(
        envelope({ pass: false, width: 300, height: 200, message: "Too small", hasFace: false }),
      );

    const error = await uploadAvatar(png(), "a.png").catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Too small");
  });
});
