import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { CARD_IMPORT_LIMITS, CardMessages, CharacterMessages } from "@fable/contract";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInApp } from "../../../test/accounts.ts";
import { expectBounded } from "../../../test/bounded-cost.ts";
import { CARD_FIXTURES, fixturesPresent } from "../../../test/fixtures.ts";
import {
  compressedTextChunk,
  deeplyNestedCard,
  deflatedZeros,
  iend,
  ihdr,
  measure,
  pngChunk,
  pngFile,
  smallCard,
  textChunk,
  zipArchive,
} from "../../../test/hostile-files.ts";
import { importCardFile } from "../../../test/multipart.ts";

const GIGABYTE = 1024 * 1024 * 1024;

const signedIn = signedInApp();

const importFile = (name: string, bytes: Uint8Array) =>
  importCardFile(signedIn.harness.app, name, bytes, signedIn.token);

async function expectRefused(label: string, name: string, bytes: Uint8Array, message: string) {
  const { value, cost } = await measure(() => importFile(name, bytes));
  expect(value, label).toMatchObject({ status: 400, code: 400, message });
  expectBounded(`card import: ${label}`, cost);
}

const base64 = (text: string) => Buffer.from(text).toString("base64");
/** A 1 x 1 PNG holding a card in a chara chunk, with any extra chunks before IEND. */
async function cardPng(extra: Buffer[] = [], header = ihdr(1, 1)) {
  const idat = pngChunk("IDAT", deflateSync(Buffer.from([0, 0, 0, 0])));
  return pngFile([header, idat, ...extra, textChunk("chara", base64(smallCard())), iend()]);
}

describe("oversized card files", () => {
  it("refuses a file one byte over 20 MB, and one of 50 MB", async () => {
    const justOver = Buffer.alloc(CARD_IMPORT_LIMITS.maxBytes + 1, 0x20);
    await expectRefused("20 MB + 1 byte", "card.json", justOver, CardMessages.tooLarge);
    await expectRefused("50 MB", "card.json", Buffer.alloc(50 * 1024 * 1024, 0x20), CardMessages.tooLarge);
  });

  it("refuses a PNG carrying a 50 MB tEXt chunk", async () => {
    const png = await cardPng([textChunk("comment", Buffer.alloc(50 * 1024 * 1024, 0x41))]);
    await expectRefused("50 MB tEXt chunk", "card.png", png, CardMessages.tooLarge);
  });
});

describe("files that are not what their name says", () => {
  it("judges by the bytes: a GIF named .png, a PDF named .charx, a PNG named .json", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
    const gifAnswer = await importFile("card.png", gif);
    expect(gifAnswer.status).toBe(400);
    expect(gifAnswer.message).toContain("Unsupported file format");
    const pdfAnswer = await importFile("card.charx", Buffer.from("%PDF-1.4\n%%EOF"));
    expect(pdfAnswer.status).toBe(400);
    expect(pdfAnswer.message).toContain("Unsupported file format");
    // A real card PNG named .json still imports: the name never decides.
    expect((await importFile("card.json", await cardPng())).code).toBe(0);
  });
});

describe("PNG bombs and broken chunks", () => {
  it("refuses a card PNG claiming 100000 x 100000 pixels before decoding its art", async () => {
    const bomb = await cardPng([], ihdr(100_000, 100_000));
    await expectRefused("100000 x 100000 PNG", "card.png", bomb, CharacterMessages.imageTooManyPixels);
  });

  it("refuses truncated chunks, bad CRCs and chunk lengths past the end of the file", async () => {
    const good = await cardPng();
    const badCrc = Buffer.from(good);
    badCrc[badCrc.length - 13] = badCrc[badCrc.length - 13]! ^ 0xff;
    const pastEnd = Buffer.from(good);
    pastEnd.writeUInt32BE(0x7ffffff0, 8);
    await expectRefused(
      "truncated chunk",
      "card.png",
      good.subarray(0, good.length - 20),
      CardMessages.corruptPng,
    );
    await expectRefused("bad CRC", "card.png", badCrc, CardMessages.corruptPng);
    await expectRefused("chunk length 2 GB", "card.png", pastEnd, CardMessages.corruptPng);
  });

  it("refuses a card chunk that inflates to 1 GB, without inflating it whole", async () => {
    const bomb = await cardPng([compressedTextChunk("ccv3", await deflatedZeros(GIGABYTE, "zlib"))]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused("zTXt of 1 GB", "card.png", bomb, CardMessages.corruptPng);
  });

  it("never inflates text chunks that are not the card's", async () => {
    const zeros = await deflatedZeros(GIGABYTE / 4, "zlib");
    const noise = Array.from({ length: 8 }, (_, i) => compressedTextChunk(`note${i}`, zeros));
    const { value, cost } = await measure(async () => importFile("card.png", await cardPng(noise)));
    expect(value.code).toBe(0);
    expectBounded("card import: eight 256 MB zTXt chunks of other keywords", cost);
  });
});

describe("CHARX zip bombs", () => {
  let gigabyteOfZeros: Buffer;
  beforeAll(async () => {
    gigabyteOfZeros = await deflatedZeros(GIGABYTE);
  });

  it("refuses card.json that says it inflates to 1 GB", async () => {
    const bomb = zipArchive([
      { name: "card.json", data: gigabyteOfZeros, deflated: true, declaredSize: GIGABYTE },
    ]);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    await expectRefused("1 GB entry", "bomb.charx", bomb, CardMessages.charxTooLarge);
  });

  it("refuses card.json that claims 1 KB and inflates to 1 GB, inflating no more than it claimed", async () => {
    const bomb = zipArchive([
      { name: "card.json", data: gigabyteOfZeros, deflated: true, declaredSize: 1024 },
    ]);
    await expectRefused("1 GB entry claiming 1 KB", "liar.charx", bomb, CardMessages.charxCorrupt);
  });

  it("refuses an archive of more files than a card has", async () => {
    const files = Object.fromEntries(
      Array.from({ length: CARD_IMPORT_LIMITS.maxCharxEntries + 1 }, (_, i) => [
        `assets/${i}.txt`,
        new Uint8Array(1),
      ]),
    );
    const many = zipSync({ "card.json": Buffer.from(smallCard()), ...files });
    await expectRefused("1001 entries", "many.charx", many, CardMessages.charxTooManyFiles);
  });

  /** A name no other file has, so finding it would mean this import wrote it. */
  const planted = `fable-traversal-${process.pid}`;
  it.each([`../../${planted}`, "/etc/passwd", `assets/../../../${planted}`, `C:\\${planted}`])(
    "refuses an entry named %s and writes nothing",
    async (name) => {
      const archive = zipArchive([
        { name: "card.json", data: Buffer.from(smallCard()) },
        { name, data: Buffer.from("owned") },
      ]);
      await expectRefused(`entry ${name}`, "traversal.charx", archive, CardMessages.charxUnsafeName);
      for (const up of ["../..", "../../.."]) {
        expect(existsSync(path.resolve(signedIn.harness.config.uploadsDir, up, planted))).toBe(false);
      }
    },
  );
});

describe("deeply nested JSON", () => {
  const depth = 100_000;

  it("refuses a JSON card nested 100000 levels deep, as JSON, inside a PNG and inside a CHARX", async () => {
    const nested = deeplyNestedCard(depth);
    await expectRefused("nested JSON card", "deep.json", Buffer.from(nested), CardMessages.tooDeep);
    const png = pngFile([
      ihdr(1, 1),
      pngChunk("IDAT", deflateSync(Buffer.alloc(4))),
      textChunk("chara", base64(nested)),
      iend(),
    ]);
    await expectRefused("nested card in a PNG", "deep.png", png, CardMessages.tooDeep);
    const charx = zipSync({ "card.json": Buffer.from(nested) });
    await expectRefused("nested card in a CHARX", "deep.charx", charx, CardMessages.tooDeep);
  });

  it("still imports cards nested as deeply as the limit allows, and brackets inside strings", async () => {
    const atLimit = deeplyNestedCard(CARD_IMPORT_LIMITS.maxJsonDepth - 3);
    expect((await importFile("ok.json", Buffer.from(atLimit))).code).toBe(0);
    const bracketText = JSON.stringify({
      spec: "chara_card_v2",
      data: { name: "Brackets", first_mes: `[[[{{{\\"${"[".repeat(500)}` },
    });
    expect((await importFile("brackets.json", Buffer.from(bracketText))).code).toBe(0);
  });
});

describe.skipIf(!fixturesPresent)("real cards", () => {
  it("still import after the hardening", async () => {
    for (const name of ["seraphina_v2.png", "baseline_v3_small.charx", "ai_zh_v3_lore27.json"]) {
      const answer = await importFile(name, readFileSync(path.join(CARD_FIXTURES, name)));
      expect(answer.code, name).toBe(0);
    }
  });
});
