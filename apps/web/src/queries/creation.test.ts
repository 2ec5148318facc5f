import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

import { ApiError } from "../api";
import { initI18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { finalUploadUrl, uploadFile, uploadFileName } from "./creation";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

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

describe("finalUploadUrl", () => {
  it("is the signed address without its query", () => {
    expect(finalUploadUrl("https://bucket.example/a/b.png?X-Amz-Signature=abc&X-Amz-Expires=60")).toBe(
      "https://bucket.example/a/b.png",
    );
    expect(finalUploadUrl("/uploads/avatars/1.png?expires=1&sig=x#frag")).toBe("/uploads/avatars/1.png");
    expect(finalUploadUrl("/uploads/avatars/1.png")).toBe("/uploads/avatars/1.png");
  });
});

describe("uploadFileName", () => {
  it("keeps a tidy base name and the extension of what is sent", () => {
    expect(uploadFileName("My photo (1).JPG", "image/png")).toBe("My-photo-1.png");
    expect(uploadFileName("luna.jpeg", "image/jpeg")).toBe("luna.jpg");
    expect(uploadFileName("露娜.gif", "image/gif")).toBe("avatar.gif");
  });

  it("names recordings by their audio type, and keeps the extension of a type it does not list", () => {
    expect(uploadFileName("sample 1.wav", "audio/wav")).toBe("sample-1.wav");
    expect(uploadFileName("interview.m4a", "audio/x-m4a")).toBe("interview.m4a");
    expect(uploadFileName("no-extension", "application/octet-stream")).toBe("no-extension.png");
  });
});

describe("uploadFile", () => {
  const signed = {
    url: "/uploads/avatars/u1/abc.png?expires=123&signature=def",
    method: "PUT",
    headers: { "Content-Type": "image/png", "x-upload-signature": "def" },
    expiresAt: "2030-01-01T00:00:00.000Z",
  };

  it("signs, PUTs with the signed headers only, and answers the address without the query", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 0, message: "", result: signed }))
      .mockResolvedValueOnce(json({ code: 0, message: "", result: { url: "/uploads/avatars/u1/abc.png" } }));
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });

    await expect(uploadFile(blob, "cropped.png")).resolves.toBe("/uploads/avatars/u1/abc.png");

    const [signUrl, signInit] = fetchMock.mock.calls[0]!;
    expect(signUrl).toBe("/api/aws/s3/sign");
    expect(JSON.parse(String(signInit?.body))).toEqual({
      s3FileName: "cropped.png",
      contentType: "image/png",
      size: 3,
      purpose: "avatar",
    });
    const [putUrl, putInit] = fetchMock.mock.calls[1]!;
    expect(putUrl).toBe(signed.url);
    expect(putInit?.method).toBe("PUT");
    expect(putInit?.headers).toEqual(signed.headers);
    expect(putInit?.body).toBe(blob);
  });

  it("fails with the storage's envelope message", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 0, message: "", result: signed }))
      .mockResolvedValueOnce(
        json({ code: 1, message: "This upload link has expired, please try again", result: null }, 403),
      );
    const error = await uploadFile(new Blob(["x"], { type: "image/png" }), "a.png").catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("This upload link has expired, please try again");
  });

  it("fails with an empty message when storage answers no envelope (the screen says Upload failed)", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ code: 0, message: "", result: signed }))
      .mockResolvedValueOnce(new Response("<Error/>", { status: 403 }));
    const error = await uploadFile(new Blob(["x"], { type: "image/png" }), "a.png").catch((thrown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("");
  });
});
