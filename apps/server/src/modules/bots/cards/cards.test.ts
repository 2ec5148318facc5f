import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CARD_FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { crc32, readPngChunks, readPngText, writePngText } from "../../../lib/png-chunks.ts";
import { deriveBotName, isValidBotName } from "./bot-name.ts";
import type { CardCharacter } from "./card-model.ts";
import { exportCardJson, exportCardPng, exportCardV2 } from "./export-card.ts";
import { type CardImportErrorKind, importCard, MAX_CARD_BYTES } from "./import-card.ts";

const FIXTURES = CARD_FIXTURES;
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

type Expected =
  | { name: string; spec: "v1" | "v2" | "v3"; lore: number; alternateGreetings: number; avatar: boolean }
  | { error: CardImportErrorKind };

/** Outcomes from the fixtures README table. */
const EXPECTED: Record<string, Expected> = {
  "seraphina_v2.png": { name: "Seraphina", spec: "v2", lore: 4, alternateGreetings: 0, avatar: true },
  "amy_v3_dual_chunk.png": { name: "Amy", spec: "v3", lore: 0, alternateGreetings: 1, avatar: true },
  "sakana_v2_lore14.png": { name: "Sakana", spec: "v2", lore: 14, alternateGreetings: 0, avatar: true },
  "default-chan_v3_ccv3_only.png": {
    name: "Default-chan",
    spec: "v3",
    lore: 0,
    alternateGreetings: 2,
    avatar: true,
  },
  "invalid_no_card_chunk.png": { error: "missing_character" },
  "skynet_v1_named_v2.png": { name: "Skynet", spec: "v1", lore: 0, alternateGreetings: 0, avatar: true },
  "megumin_v1_legacy.json": { name: "Megumin", spec: "v1", lore: 0, alternateGreetings: 0, avatar: false },
  "amanda_v2_lore1.json": {
    name: "Amanda || Blunt, Depressed Rogue",
    spec: "v2",
    lore: 1,
    alternateGreetings: 0,
    avatar: false,
  },
  "luna_v3_lore1.json": {
    name: "Luna Starweaver",
    spec: "v3",
    lore: 1,
    alternateGreetings: 2,
    avatar: false,
  },
  "ai_zh_v3_lore27.json": { name: "爱", spec: "v3", lore: 27, alternateGreetings: 0, avatar: false },
  "arleigh_v2_lore34.png": {
    name: "Arleigh, the Cheerful Assassin",
    spec: "v2",
    lore: 34,
    alternateGreetings: 2,
    avatar: true,
  },
  "baseline_v3_small.charx": {
    name: "Synthetic CharX Character",
    spec: "v3",
    lore: 2,
    alternateGreetings: 0,
    avatar: true,
  },
  "eldoria_worldinfo_not_a_card.json": { error: "lorebook_not_character" },
};

// Read while collecting tests, so only when the folder is there (see test/fixtures.ts).
const CARD_FILES = fixturesPresent ? readdirSync(FIXTURES).sort() : [];

function importOk(bytes: Uint8Array, fileName?: string) {
  const result = importCard(bytes, fileName);
  if (!result.ok) throw new Error(`import failed: ${result.error.kind}: ${result.error.message}`);
  return result;
}

function importError(bytes: Uint8Array, fileName?: string) {
  const result = importCard(bytes, fileName);
  if (result.ok) throw new Error("import unexpectedly succeeded");
  return result.error;
}

const withoutSpec = ({ sourceSpec: _ignored, ...rest }: CardCharacter) => rest;

/** A valid 1x1 PNG without card data, as the avatar for cards that come without an image. */
const tinyPng = () => fixture("invalid_no_card_chunk.png");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.skipIf(!fixturesPresent)("fixture cards", () => {
  it("covers every file in the shared fixtures folder", () => {
    expect(CARD_FILES).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(CARD_FILES)("imports %s as the README table says", (file) => {
    const expected = EXPECTED[file];
    if (!expected) throw new Error(`no expectation for ${file}`);
    const result = importCard(fixture(file), file);
    if ("error" in expected) {
      expect(result.ok ? null : result.error.kind).toBe(expected.error);
      return;
    }
    if (!result.ok) throw new Error(result.error.message);
    const { character, avatarPng } = result;
    expect(character.characterName).toBe(expected.name);
    expect(character.sourceSpec).toBe(expected.spec);
    expect(character.lore).toHaveLength(expected.lore);
    expect(character.alternateGreetings).toHaveLength(expected.alternateGreetings);
    expect(isValidBotName(character.botName)).toBe(true);
    expect(avatarPng !== null).toBe(expected.avatar);
    if (avatarPng) {
      // The stored avatar is a clean PNG without the (possibly huge) card text chunks.
      expect(readPngText(avatarPng).filter((entry) => ["chara", "ccv3"].includes(entry.keyword))).toEqual([]);
    }
  });

  it.each(CARD_FILES.filter((file) => !("error" in EXPECTED[file]!)))(
    "round-trips %s through PNG and JSON export",
    (file) => {
      const first = importOk(fixture(file), file);
      const avatar = first.avatarPng ?? tinyPng();

      const png = exportCardPng(first.character, avatar);
      const fromPng = importOk(png, "export.png");
      expect(withoutSpec(fromPng.character)).toEqual(withoutSpec(first.character));
      expect(fromPng.character.sourceSpec).toBe("v3");

      const json = new TextEncoder().encode(JSON.stringify(exportCardJson(first.character)));
      expect(withoutSpec(importOk(json, "export.json").character)).toEqual(withoutSpec(first.character));
    },
  );
});

describe.skipIf(!fixturesPresent)("field mapping", () => {
  it("maps the Seraphina lorebook entries, including selective and secondary keys", () => {
    const { character } = importOk(fixture("seraphina_v2.png"));
    expect(character.loreBook?.name).toBe("Eldoria");
    expect(character.lore[0]?.keys).toEqual(["eldoria", "wood", "forest", "magical forest"]);
    for (const entry of character.lore) {
      expect(typeof entry.selective).toBe("boolean");
      expect(Array.isArray(entry.secondaryKeys)).toBe(true);
    }
    // SillyTavern-only top-level keys survive; V1 mirrors of data are not duplicated.
    expect(Object.keys(character.unknownFields.topLevel)).toEqual(
      expect.arrayContaining(["avatar", "chat", "talkativeness", "fav", "create_date"]),
    );
    expect(character.unknownFields.topLevel).not.toHaveProperty("name");
  });

  it("keeps newer lore entry fields and book bookkeeping as unknown fields", () => {
    const { character } = importOk(fixture("amanda_v2_lore1.json"));
    const entry = character.lore[0]!;
    expect(entry.name).toBe("Leadership of Concordia");
    expect(entry.caseSensitive).toBe(true);
    expect(entry.insertionOrder).toBe(10);
    expect(entry.priority).toBe(5);
    expect(entry.position).toBe("before_char");
    expect(entry.unknownFields).toHaveProperty("entry_id", "LK5KO3rASWuinT_KMecPc");
    expect(character.loreBook?.unknownFields).toHaveProperty("_id");
    expect(character.extensions).toHaveProperty("depth_prompt");
  });

  it("keeps the Chinese card's constant and disabled entries and its scripts as inert extensions", () => {
    const raw = JSON.parse(readFileSync(path.join(FIXTURES, "ai_zh_v3_lore27.json"), "utf8"));
    vi.stubGlobal("fetch", () => {
      throw new Error("the card codec must never fetch");
    });
    const { character } = importOk(fixture("ai_zh_v3_lore27.json"));
    expect(character.lore.filter((entry) => entry.constant)).toHaveLength(8);
    expect(character.lore.filter((entry) => !entry.enabled)).toHaveLength(1);
    expect(character.extensions.tavern_helper).toEqual(raw.data.extensions.tavern_helper);
    expect(JSON.stringify(character.extensions.tavern_helper)).toMatch(/https?:\/\//);
    expect(exportCardJson(character)).toMatchObject({
      data: { extensions: { tavern_helper: raw.data.extensions.tavern_helper } },
    });
  });

  it("keeps the extra keys of V1 cards", () => {
    expect(importOk(fixture("megumin_v1_legacy.json")).character.unknownFields.topLevel).toEqual(
      expect.objectContaining({
        avatar: expect.anything(),
        chat: expect.anything(),
        last_mes: expect.anything(),
      }),
    );
    const skynet = importOk(fixture("skynet_v1_named_v2.png")).character;
    expect(skynet.unknownFields.topLevel).toHaveProperty("metadata");
    expect(skynet.exampleDialogue).toBe("");
  });

  it("reads ccv3 before chara and keeps V3-only fields", () => {
    const amy = importOk(fixture("amy_v3_dual_chunk.png")).character;
    expect(amy.sourceSpec).toBe("v3");
    const charx = importOk(fixture("baseline_v3_small.charx")).character;
    expect(charx.assets).toHaveLength(1);
    const luna = importOk(fixture("luna_v3_lore1.json")).character;
    expect(luna.assets).toEqual([]);
    expect(luna.lore[0]?.position).toBe("after_char");
  });

  it("prefers ccv3 even when chara comes later or carries a different card", () => {
    const { character, avatarPng } = importOk(fixture("luna_v3_lore1.json"));
    const png = exportCardPng(character, avatarPng ?? tinyPng());
    const v2 = exportCardV2({ ...character, characterName: "Other" });
    const swapped = writePngText(png, [
      { keyword: "chara", text: Buffer.from(JSON.stringify(v2)).toString("base64") },
    ]);
    expect(importOk(swapped).character.characterName).toBe("Luna Starweaver");
  });

  it("writes both chunks with valid CRCs when exporting a PNG", () => {
    const { character, avatarPng } = importOk(fixture("default-chan_v3_ccv3_only.png"));
    const png = exportCardPng(character, avatarPng!);
    const chunks = readPngChunks(png);
    expect(chunks.at(-1)?.type).toBe("IEND");
    const keywords = readPngText(png).map((entry) => entry.keyword);
    expect(keywords.filter((keyword) => keyword === "chara")).toHaveLength(1);
    expect(keywords.filter((keyword) => keyword === "ccv3")).toHaveLength(1);
    const chara = readPngText(png).find((entry) => entry.keyword === "chara")!;
    expect(JSON.parse(Buffer.from(chara.text, "base64").toString("utf8")).spec).toBe("chara_card_v2");
  });
});

describe("bot names", () => {
  it.each([
    ["Amanda || Blunt, Depressed Rogue", "Amanda"],
    ["Arleigh, the Cheerful Assassin", "Arleigh"],
    ["爱", "爱 bot"],
    ["Synthetic CharX Character", "Synthetic CharX"],
    ["", "Imported character"],
    ["!!!", "Imported character"],
    ["Default-chan", "Default-chan"],
    ["Al (the robot)", "Al the robot"],
    ["  Spaced   out\tname  ", "Spaced out name"],
    ["Supercalifragilisticexpialidocious", "Supercalifragilistic"],
  ])("derives a valid bot name from %j", (cardName, botName) => {
    expect(deriveBotName(cardName)).toBe(botName);
    expect(isValidBotName(botName)).toBe(true);
  });

  it.skipIf(!fixturesPresent)("keeps the full card name as characterName", () => {
    const { character } = importOk(fixture("amanda_v2_lore1.json"));
    expect(character.characterName).toBe("Amanda || Blunt, Depressed Rogue");
    expect(character.botName).toBe("Amanda");
  });
});

describe("bad input", () => {
  const encode = (value: string) => new TextEncoder().encode(value);

  function corruptCrc(): Uint8Array {
    const png = fixture("default-chan_v3_ccv3_only.png").slice();
    png[png.length - 13] = png[png.length - 13]! ^ 0xff;
    return png;
  }

  it.each<[string, Uint8Array, CardImportErrorKind]>([
    ["random bytes", Uint8Array.from({ length: 256 }, (_, i) => (i * 37 + 11) % 251), "unsupported_format"],
    ["a bare brace", encode("{"), "bad_json"],
    ["an empty array", encode("[]"), "missing_character"],
    ["an object without a card", encode('{"foo":1}'), "missing_character"],
    ["an empty file", new Uint8Array(0), "unsupported_format"],
    ["a lorebook_v3 spec", encode('{"spec":"lorebook_v3","data":{"entries":[]}}'), "lorebook_not_character"],
    ["an unknown spec", encode('{"spec":"chara_card_v9","data":{"name":"X"}}'), "unsupported_format"],
    ["a V2 card without data", encode('{"spec":"chara_card_v2"}'), "missing_character"],
    ["a ZIP without card.json", zipSync({ "readme.txt": strToU8("hello") }), "unsupported_format"],
  ])("refuses %s", (_label, bytes, kind) => {
    expect(importError(bytes).kind).toBe(kind);
  });

  // Built from fixture cards, so built in the test: the table is made even when the tests skip.
  it.skipIf(!fixturesPresent).each<[string, () => Uint8Array, CardImportErrorKind]>([
    ["a truncated PNG", () => fixture("seraphina_v2.png").subarray(0, 4000), "corrupt_png"],
    ["a PNG with a bad CRC", corruptCrc, "corrupt_png"],
    ["a PNG whose chunk is not JSON", () => pngWithChara("bm90IGpzb24="), "bad_json"],
  ])("refuses %s", (_label, bytes, kind) => {
    expect(importError(bytes()).kind).toBe(kind);
  });

  it("refuses files over the size limit before parsing them", () => {
    const error = importError(new Uint8Array(MAX_CARD_BYTES + 1));
    expect(error.kind).toBe("too_large");
  });

  it.skipIf(!fixturesPresent)("says plainly that a lorebook is not a character", () => {
    expect(importError(fixture("eldoria_worldinfo_not_a_card.json")).message).toBe(
      "This file is a lorebook (World Info), not a character card",
    );
  });

  it.skipIf(!fixturesPresent)("imports a card with an empty greeting as a draft that needs one", () => {
    const card = { spec: "chara_card_v2", spec_version: "2.0", data: { name: "Quiet One", first_mes: "" } };
    const { character } = importOk(encode(JSON.stringify(card)));
    expect(character.needsGreeting).toBe(true);
    expect(character.greeting).toBe("");
    expect(importOk(fixture("seraphina_v2.png")).character.needsGreeting).toBe(false);
  });

  it.skipIf(!fixturesPresent)(
    "reads a card chunk placed anywhere before IEND, including zTXt and iTXt",
    () => {
      const { character } = importOk(fixture("luna_v3_lore1.json"));
      const base64 = Buffer.from(JSON.stringify(exportCardJson(character))).toString("base64");
      const chunks = readPngChunks(tinyPng());
      const ihdr = chunks[0]!;
      const itxt = Buffer.concat([Buffer.from("ccv3\0\x01\x00\0\0", "latin1"), deflate(base64)]);
      const png = buildPng([ihdr, { type: "iTXt", data: itxt }, ...chunks.slice(1)]);
      expect(importOk(png).character.characterName).toBe("Luna Starweaver");
      const ztxt = Buffer.concat([Buffer.from("chara\0\x00", "latin1"), deflate(base64)]);
      expect(
        importOk(buildPng([ihdr, { type: "zTXt", data: ztxt }, ...chunks.slice(1)])).character.lore,
      ).toHaveLength(1);
    },
  );
});

function deflate(text: string): Uint8Array {
  return deflateSync(Buffer.from(text, "latin1"));
}

function buildPng(chunks: { type: string; data: Uint8Array }[]): Uint8Array {
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
  for (const { type, data } of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.from(type, "latin1"), data), 0);
    parts.push(head, Buffer.from(data), crc);
  }
  return new Uint8Array(Buffer.concat(parts));
}

function pngWithChara(text: string): Uint8Array {
  return writePngText(fixture("invalid_no_card_chunk.png"), [{ keyword: "chara", text }]);
}
