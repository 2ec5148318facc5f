import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

import { initI18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { sendReport } from "./reports";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const envelope = (result: unknown) => json({ code: 0, message: "", result });
const receipt = { reportId: "5", status: "open", alreadyReported: false };
const bodyOf = (call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;
const urlOf = (call: number) => String(fetchMock.mock.calls[call]![0]);

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

const draft = {
  targetType: "bot" as const,
  targetId: "12",
  reason: "spam" as const,
  content: "Ads in every reply",
};

describe("sendReport", () => {
  it("sends the report alone when there is no picture", async () => {
    fetchMock.mockResolvedValueOnce(envelope(receipt));
    expect(await sendReport({ ...draft, picture: null })).toEqual(receipt);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(0)).toContain("/api/report/add");
    expect(bodyOf(0)).toEqual(draft);
  });

  it("uploads the picture first and attaches its stored address", async () => {
    const signed = { url: "/uploads/images/abc.png?signature=x", method: "PUT", headers: {}, expiresAt: "" };
    fetchMock
      .mockResolvedValueOnce(envelope(signed))
      .mockResolvedValueOnce(envelope(null))
      .mockResolvedValueOnce(envelope(receipt));
    const picture = new File([new Uint8Array([1, 2, 3])], "proof.png", { type: "image/png" });
    await sendReport({ ...draft, picture });
    expect(urlOf(0)).toContain("/api/aws/s3/sign");
    expect(bodyOf(0)).toMatchObject({ purpose: "image", contentType: "image/png", size: 3 });
    expect(urlOf(1)).toBe(signed.url);
    expect(urlOf(2)).toContain("/api/report/add");
    expect(bodyOf(2)).toEqual({ ...draft, pictureUrl: "/uploads/images/abc.png" });
  });

  it("sends no report when the upload fails", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, message: "The file is empty", result: null }, 400));
    const picture = new File([new Uint8Array([1])], "proof.png", { type: "image/png" });
    await expect(sendReport({ ...draft, picture })).rejects.toThrow("The file is empty");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
