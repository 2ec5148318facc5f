import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

import { initI18n } from "../i18n";
import { useAuthStore } from "../stores/auth";
import { fetchFile, fileNameFromDisposition } from "./download";
import { ApiError } from "./errors";

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  useAuthStore.setState({ token: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name and decodes it", () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''Luna_%E6%98%9F.png")).toBe("Luna_星.png");
    expect(fileNameFromDisposition(`attachment; filename="old.png"; filename*=UTF-8''new.png`)).toBe(
      "new.png",
    );
  });

  it("falls back to the plain name, and to none", () => {
    expect(fileNameFromDisposition('attachment; filename="Luna.json"')).toBe("Luna.json");
    expect(fileNameFromDisposition("attachment; filename=Luna.json")).toBe("Luna.json");
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe("fetchFile", () => {
  it("sends the bearer token and returns the attachment", async () => {
    useAuthStore.setState({ token: "tok-1" });
    fetchMock.mockResolvedValueOnce(
      new Response('{"spec":"chara_card_v3"}', {
        headers: {
          "Content-Type": "application/json",
          "Content-Disposition": "attachment; filename*=UTF-8''Luna.json",
        },
      }),
    );
    const file = await fetchFile("/ai/roleInfo/exportCard", { query: { botId: "7", format: "json" } });
    expect(file.fileName).toBe("Luna.json");
    expect(await file.blob.text()).toBe('{"spec":"chara_card_v3"}');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/ai\/roleInfo\/exportCard\?botId=7&format=json&_t=\d+$/);
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-1");
  });

  it("turns an error envelope into an ApiError with the server's message", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: 2001, message: "Bot unavailable now, try something else", result: null }),
        {
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    const error = await fetchFile("/ai/roleInfo/exportCard").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2001, message: "Bot unavailable now, try something else" });
  });

  it("keeps the HTTP status of a refused download", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ code: 404, message: "Bot unavailable now, try something else", result: null }),
        {
          status: 404,
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    await expect(fetchFile("/ai/roleInfo/exportCard")).rejects.toMatchObject({ status: 404 });
  });

  it("reports a network failure as such", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(fetchFile("/ai/roleInfo/exportCard")).rejects.toMatchObject({
      message: "Network resources are not available, please try again later",
    });
  });
});
