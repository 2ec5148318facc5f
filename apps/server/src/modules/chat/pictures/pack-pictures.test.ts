import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../../../../test/accounts.ts";
import { buildBot, buildSession } from "../../../../test/factories/index.ts";
import { FIXTURES, fixturesPresent } from "../../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../../test/harness.ts";
import { createImagePack, uploadFixturePhotos } from "../../../../test/image-packs.ts";
import { backgroundContext } from "../../../context.ts";
import { bots } from "../../bots/bots.schema.ts";
import { imagePackPictures } from "../../image-packs/image-packs.schema.ts";
import { trainDueImagePacks } from "../../image-packs/index.ts";
import { storeWebp } from "../../media/index.ts";
import { chatPictures } from "../chat-pictures.schema.ts";

/** With no image engine, a bot with an image pack sends the pack's pictures (docs/product.md#pictures-in-chat). */
describe.skipIf(!fixturesPresent)("pictures from the bot's image pack", () => {
  let t: TestApp;
  let botId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const creator = await buildSession(t.database.db, {
      userOverrides: { vipEnum: "PREMIUM", vipUntil: null },
    });
    const photos = await uploadFixturePhotos(t.app, creator.token);
    const created = await createImagePack(t.app, creator.token, {
      name: "Seaside",
      imageUrls: photos,
      captions: [
        "a portrait in a space suit",
        "a cat close up",
        "a cup of coffee on a table",
        "a rocket launch",
      ],
    });
    expect(created.code, created.message).toBe(0);
    await trainDueImagePacks(backgroundContext(t));
    const face = new Uint8Array(await readFile(path.join(FIXTURES, "images/astronaut.png")));
    ({ botId } = await buildBot(t.database.db, {
      creatorId: creator.row.id,
      avatar: await storeWebp(backgroundContext(t), face, "avatars"),
      name: "Eileen",
    }));
    await t.database.db
      .update(bots)
      .set({ imagePackId: Number(created.result.id) })
      .where(eq(bots.id, Number(botId)));
  });
  afterAll(() => t.close());

  it("sends the picture whose caption matches the request, at the pack's ratio", async () => {
    const account = await signUp(t.app);
    const post = (url: string, body: object) =>
      call(t.app, "POST", `/api${url}`, { body, token: account.token });
    const { dialogueId } = (await post("/v1/chat/enterDialogueV2", { botId })).result;
    const first = await post("/v1/chat/text2Img", { dialogueId, request: "show me the rocket launch" });
    expect(first.code, first.message).toBe(0);
    expect(first.result.message.picture).toMatchObject({ locked: true });
    const { width, height } = first.result.message.picture;
    expect(width / height).toBeCloseTo(3 / 4, 1);
    const unlocked = await post("/v1/chat/unlockImg", { pictureId: first.result.message.picture.pictureId });
    const full = await t.app.inject({ method: "GET", url: unlocked.result.pictures[0].url });
    expect(full.statusCode).toBe(200);
    const packPictureOf = async (pictureId: string) =>
      (
        await t.database.db
          .select()
          .from(chatPictures)
          .where(eq(chatPictures.id, Number(pictureId)))
      )[0]!.packPictureId;
    const packPicture = async (userCaption: string) =>
      (
        await t.database.db
          .select({ id: imagePackPictures.id })
          .from(imagePackPictures)
          .where(eq(imagePackPictures.userCaption, userCaption))
      )[0]!.id;
    expect(await packPictureOf(first.result.message.picture.pictureId)).toBe(
      await packPicture("a rocket launch"),
    );
    const second = await post("/v1/chat/text2Img", { dialogueId, request: "a photo of your cat" });
    expect(second.code).toBe(0);
    expect(await packPictureOf(second.result.message.picture.pictureId)).toBe(
      await packPicture("a cat close up"),
    );
  });
});
