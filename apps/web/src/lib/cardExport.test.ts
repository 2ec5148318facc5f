import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), warning: vi.fn() } }));

import { cardFileName, downloadBotCard, saveBlob } from "./cardExport";

describe("cardFileName", () => {
  it("makes the bot's name file-safe", () => {
    expect(cardFileName("Luna Star", "png")).toBe("Luna_Star.png");
    expect(cardFileName("  星之子 ", "json")).toBe("星之子.json");
    expect(cardFileName("../../etc", "json")).toBe("etc.json");
    expect(cardFileName("???", "png")).toBe("character.png");
  });
});

describe("saveBlob", () => {
  it("clicks a hidden download link, then releases the object URL", () => {
    const link = { href: "", download: "", rel: "", style: { display: "" }, click: vi.fn(), remove: vi.fn() };
    const deferred: (() => void)[] = [];
    const environment = {
      document: {
        createElement: vi.fn(() => link),
        body: { append: vi.fn() },
      },
      url: { createObjectURL: vi.fn(() => "blob:1"), revokeObjectURL: vi.fn() },
      defer: (run: () => void) => deferred.push(run),
    };
    const blob = new Blob(["x"]);
    saveBlob(blob, "Luna.png", environment as unknown as Parameters<typeof saveBlob>[2]);
    expect(environment.url.createObjectURL).toHaveBeenCalledWith(blob);
    expect(link).toMatchObject({ href: "blob:1", download: "Luna.png" });
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(environment.url.revokeObjectURL).not.toHaveBeenCalled();
    for (const run of deferred) run();
    expect(environment.url.revokeObjectURL).toHaveBeenCalledWith("blob:1");
  });
});

describe("downloadBotCard", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves the card under the server's name", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([137, 80, 78, 71]), {
        headers: {
          "Content-Type": "image/png",
          "Content-Disposition": "attachment; filename*=UTF-8''Luna_Star.png",
        },
      }),
    );
    const save = vi.fn();
    await expect(downloadBotCard({ botId: "7", botName: "Luna Star" }, "png", save)).resolves.toBe(
      "Luna_Star.png",
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain("botId=7&format=png");
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "Luna_Star.png");
  });

  it("names the file itself when the server gives no name", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("{}", {
        headers: { "Content-Type": "application/json", "Content-Disposition": "attachment" },
      }),
    );
    const save = vi.fn();
    await downloadBotCard({ botId: "7", botName: "Luna Star" }, "json", save);
    expect(save).toHaveBeenCalledWith(expect.any(Blob), "Luna_Star.json");
  });
});
