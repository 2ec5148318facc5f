import { botRoutes } from "@fable/contract/routes/bots";
import { api } from "../api";

export type CardFormat = "png" | "json";

/** The name a card is saved under when the server names none: the bot's name made file-safe. */
export function cardFileName(botName: string, format: CardFormat): string {
  const base = botName
    .trim()
    .replace(/[^\p{L}\p{N}_-]+/gu, "_")
    .replace(/^_+|_+$/g, "");
  return `${base || "character"}.${format}`;
}

interface SaveEnvironment {
  document: Pick<Document, "createElement" | "body">;
  url: Pick<typeof URL, "createObjectURL" | "revokeObjectURL">;
  defer: (run: () => void) => void;
}

const browser = (): SaveEnvironment => ({
  document,
  url: URL,
  defer: (run) => setTimeout(run, 1000),
});

/** Hands a blob to the browser as a download; the object URL is released once the click has used it. */
export function saveBlob(blob: Blob, fileName: string, environment: SaveEnvironment = browser()): void {
  const href = environment.url.createObjectURL(blob);
  const link = environment.document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  environment.document.body.append(link);
  link.click();
  link.remove();
  environment.defer(() => environment.url.revokeObjectURL(href));
}

/** GET /ai/roleInfo/exportCard as PNG (V2 + V3 chunks) or V3 JSON, saved under the server's name. */
export async function downloadBotCard(
  bot: { botId: string; botName: string },
  format: CardFormat,
  save: (blob: Blob, fileName: string) => void = saveBlob,
): Promise<string> {
  const file = await api.download(botRoutes.exportCard, { query: { botId: bot.botId, format } });
  const fileName = file.fileName ?? cardFileName(bot.botName, format);
  save(file.blob, fileName);
  return fileName;
}
