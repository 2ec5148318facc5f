import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../../../test/accounts.ts";
import { tempConfigFile } from "../../../test/config-files.ts";
import { buildBot, buildSession, type TestAccount } from "../../../test/factories/index.ts";
import { fixturesPresent } from "../../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import {
  createImagePack,
  imagePackDetail,
  photoFixture,
  uploadFixturePhotos,
  uploadPackPicture,
} from "../../../test/image-packs.ts";
import { stillImage } from "../../../test/uploads.ts";
import { backgroundContext } from "../../context.ts";
import { bots } from "../bots/bots.schema.ts";
import { storageFor } from "../media/index.ts";
import { users } from "../users/users.schema.ts";
import { cleanUpImagePacks } from "./image-pack-cleanup.ts";
import { imagePackPictures, imagePacks, imageTrainingRights } from "./image-packs.schema.ts";
import { trainDueImagePacks } from "./image-training.ts";

describe.skipIf(!fixturesPresent)("image packs", () => {
  let t: TestApp;
  let owner: TestAccount;
  let photos: string[];
  const context = () => backgroundContext({ config: t.config, database: t.database });
  const train = (options: Parameters<typeof trainDueImagePacks>[1] = {}) =>
    trainDueImagePacks(context(), options);
  /** A file put straight into storage where image uploads go: what a damaged or replaced upload looks like. */
  const storedRaw = async (bytes: Uint8Array) => {
    const storage = storageFor(t.config);
    const key = `images/${randomBytes(16).toString("hex")}.webp`;
    await storage.put(key, bytes, "image/webp");
    return storage.urlOf(key);
  };

  // Premium has no limit here, so one owner makes several packs; free accounts keep the default 3.
  const plans = tempConfigFile("plans.yaml", ["entitlements:", "  premium:", "    imagePackTrainings: null"]);

  beforeAll(async () => {
    t = await createTestApp({ env: { PLANS_FILE: plans.path } });
    owner = await buildSession(t.database.db, { userOverrides: { vipEnum: "PREMIUM", vipUntil: null } });
    photos = await uploadFixturePhotos(t.app, owner.token);
  });
  afterAll(async () => {
    await t.close();
    plans.remove();
  });

  describe("create", () => {
    it("offers the bot form's styles and the three ratios", async () => {
      const styles = await call(t.app, "GET", "/api/image/pack/styleType", { token: owner.token });
      expect(styles.result.styles.map((style: { id: string }) => style.id)).toContain("anime");
      expect(styles.result.ratios).toEqual([
        { id: "9:16", width: 1152, height: 2048 },
        { id: "3:4", width: 1800, height: 2400 },
        { id: "1:1", width: 2048, height: 2048 },
      ]);
    });

    it("refuses fewer than 3 or more than 50 pictures, unknown styles, long captions", async () => {
      const two = await createImagePack(t.app, owner.token, { name: "Two", imageUrls: photos.slice(0, 2) });
      expect(two.status).toBe(400);
      expect(two.message).toMatch(/Upload 3 to 50 pictures/);
      const many = await createImagePack(t.app, owner.token, {
        name: "Many",
        imageUrls: Array(51).fill(photos[0]),
      });
      expect(many.message).toMatch(/Upload 3 to 50 pictures/);
      const style = await createImagePack(t.app, owner.token, {
        name: "Style",
        imageUrls: photos,
        style: "cubist",
      });
      expect(style.message).toBe("style: Choose one of the offered styles");
      const caption = await createImagePack(t.app, owner.token, {
        name: "Caption",
        imageUrls: photos,
        captions: ["x".repeat(201)],
      });
      expect(caption.message).toMatch(/at most 200 characters/);
      expect(await t.database.db.select().from(imagePacks)).toHaveLength(0);
    });

    it("accepts only pictures uploaded here, at most 10 MB", async () => {
      const outside = await createImagePack(t.app, owner.token, {
        name: "Outside",
        imageUrls: [...photos.slice(0, 2), "https://example.com/a.png"],
      });
      expect(outside.message).toBe("imageUrls.2: Picture 3 is not a picture uploaded here");
      const huge = await storedRaw(new Uint8Array(10 * 1024 * 1024 + 1));
      const tooLarge = await createImagePack(t.app, owner.token, {
        name: "Huge",
        imageUrls: [...photos.slice(0, 2), huge],
      });
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.message).toMatch(/^imageUrls\.2: /);
      const signed = await call(t.app, "POST", "/api/aws/s3/sign", {
        token: owner.token,
        body: {
          s3FileName: "big.png",
          contentType: "image/png",
          size: 10 * 1024 * 1024 + 1,
          purpose: "image",
        },
      });
      expect(signed.status).toBe(400);
    });

    it("refuses a picture that is not one at upload, before it can reach a pack", async () => {
      const text = new TextEncoder().encode("this is not a picture at all");
      await expect(uploadPackPicture(t.app, owner.token, text)).rejects.toThrow(/upload failed/);
    });
  });

  describe("training", () => {
    it("crops, stores and captions each fixture photo, then completes", async () => {
      const created = await createImagePack(t.app, owner.token, {
        name: "Fixtures",
        imageUrls: photos,
        ratio: "9:16",
        captions: ["astronaut in a white suit", "", "a cup of coffee"],
      });
      expect(created.code).toBe(0);
      expect(created.result.state).toBe("training");
      expect(await train()).toBe(1);
      const detail = await imagePackDetail(t.app, owner.token, created.result.id);
      expect(detail.result.state).toBe("completed");
      expect(detail.result.usableCount).toBe(4);
      const storage = storageFor(t.config);
      for (const picture of detail.result.pictures) {
        const key = storage.keyOf(picture.imageUrl);
        const bytes = await storage.get(key!);
        const meta = await sharp(bytes!).metadata();
        expect(meta.format).toBe("webp");
        // 9:16, never more than twice the source's crop (the photos are 300-512 px tall).
        expect(Math.abs(meta.width! / meta.height! - 9 / 16)).toBeLessThan(0.01);
        expect(meta.height).toBeLessThanOrEqual(1024);
        expect(picture.caption.length).toBeGreaterThan(10);
        expect(picture.tags.length).toBeGreaterThan(2);
      }
      expect(detail.result.pictures[0].caption).toMatch(/^astronaut in a white suit — /);
      expect(detail.result.pictures[2].caption).toMatch(/^a cup of coffee — /);
    });

    it("refuses duplicates, too small and undecodable pictures, and fails with fewer than 3 usable", async () => {
      const small = await uploadPackPicture(t.app, owner.token, await stillImage(200, 200));
      const png = await photoFixture("astronaut.png");
      const truncated = await storedRaw(png.subarray(0, Math.floor(png.length / 2)));
      const created = await createImagePack(t.app, owner.token, {
        name: "Hostile",
        imageUrls: [photos[0]!, photos[0]!, small, truncated],
      });
      expect(created.code).toBe(0);
      await train();
      const detail = await imagePackDetail(t.app, owner.token, created.result.id);
      expect(detail.result.state).toBe("failed");
      expect(detail.result.failureReason).toBe("Only 1 usable pictures: a pack needs at least 3");
      expect(detail.result.pictures.map((picture: { refusal: string | null }) => picture.refusal)).toEqual([
        null,
        "This picture is the same as another one in the pack",
        "The picture is too small (at least 256 pixels on its shorter side)",
        "This file is not a picture that can be read",
      ]);
      const list = await call(t.app, "GET", "/api/image/pack/packList", { token: owner.token });
      const failed = list.result.packs.find((pack: { id: string }) => pack.id === created.result.id);
      expect(failed.failureReason).toMatch(/Only 1 usable/);
    });

    it("resumes after a restart where the stopped worker left off, and runs once with two workers", async () => {
      const created = await createImagePack(t.app, owner.token, { name: "Resume", imageUrls: photos });
      const packId = Number(created.result.id);
      // A worker that took the pack and died after two pictures: its lease ran out long ago.
      const [first, second] = await t.database.db
        .select()
        .from(imagePackPictures)
        .where(eq(imagePackPictures.packId, packId))
        .orderBy(imagePackPictures.position);
      await t.database.db
        .update(imagePacks)
        .set({ claimedBy: "dead-worker", claimedAt: new Date(Date.now() - 60 * 60 * 1000), attempts: 1 })
        .where(eq(imagePacks.id, packId));
      await t.database.db
        .update(imagePackPictures)
        .set({
          usable: true,
          storedKey: "image-packs/kept.webp",
          caption: "kept by the first worker",
          hash: "0000000000000000",
        })
        .where(eq(imagePackPictures.id, first!.id));
      const [a, b] = await Promise.all([train({ workerId: "worker-a" }), train({ workerId: "worker-b" })]);
      expect(a + b).toBe(1);
      const pictures = await t.database.db
        .select()
        .from(imagePackPictures)
        .where(eq(imagePackPictures.packId, packId))
        .orderBy(imagePackPictures.position);
      // The first picture was not done again; the others were.
      expect(pictures[0]!.caption).toBe("kept by the first worker");
      expect(pictures.find((picture) => picture.id === second!.id)!.usable).toBe(true);
      const [pack] = await t.database.db.select().from(imagePacks).where(eq(imagePacks.id, packId));
      expect(pack!.state).toBe("completed");
      expect(pack!.claimedBy).toBeNull();
    });
  });

  describe("quotas", () => {
    it("gives a free account 3 packs in all, even when created at once", async () => {
      const free = await buildSession(t.database.db);
      const urls = await uploadFixturePhotos(t.app, free.token);
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          createImagePack(t.app, free.token, { name: `Free ${n}`, imageUrls: urls }),
        ),
      );
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3);
      const refused = answers.filter((answer) => answer.code !== 0);
      expect(refused.map((answer) => answer.message)).toEqual([
        "You have used your 3 free image packs; become a member to make more",
        "You have used your 3 free image packs; become a member to make more",
      ]);
      const packs = await t.database.db
        .select()
        .from(imagePacks)
        .where(eq(imagePacks.ownerId, Number(free.user.id)));
      expect(packs).toHaveLength(3);
    });
  });

  describe("clean-up", () => {
    it("removes a lapsed member's packs after the grace period, and keeps free and current ones", async () => {
      const lapsed = await buildSession(t.database.db, {
        userOverrides: { vipEnum: "PREMIUM", vipUntil: new Date(Date.now() + 60_000) },
      });
      const urls = await uploadFixturePhotos(t.app, lapsed.token);
      const created = await createImagePack(t.app, lapsed.token, { name: "Member pack", imageUrls: urls });
      await train();
      const packId = Number(created.result.id);
      const [before] = await t.database.db.select().from(imagePacks).where(eq(imagePacks.id, packId));
      expect(before).toMatchObject({ state: "completed", rightKind: "member" });
      // Still a member: kept.
      expect(await cleanUpImagePacks(context())).toBe(0);
      // The membership ended over VOICE_LAPSED_MEMBER_DAYS (30) ago: the pack and its files go.
      await t.database.db
        .update(users)
        .set({ vipUntil: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
        .where(eq(users.id, Number(lapsed.user.id)));
      expect(await cleanUpImagePacks(context())).toBe(1);
      expect(await t.database.db.select().from(imagePacks).where(eq(imagePacks.id, packId))).toHaveLength(0);
      // The ledger keeps the training: deleting gives no try back.
      const ledger = await t.database.db
        .select()
        .from(imageTrainingRights)
        .where(eq(imageTrainingRights.packId, packId));
      expect(ledger).toHaveLength(1);
    });
  });

  describe("delete and the bot form", () => {
    it("lets a bot use only the owner's finished pack; deleting the pack leaves its bots with none", async () => {
      const created = await createImagePack(t.app, owner.token, {
        name: "ForBots",
        imageUrls: photos.slice(1),
      });
      const packId = created.result.id as string;
      const bot = await buildBot(t.database.db, { creatorId: Number(owner.user.id) });
      const modify = (token: string, imagePackId: string | null) =>
        call(t.app, "POST", "/api/ai/roleInfo/modifyBotInfoV2", {
          token,
          body: { botId: String(bot.id), imagePackId },
        });
      // Still training: refused.
      expect((await modify(owner.token, packId)).message).toBe(
        "imagePackId: Choose one of your finished image packs",
      );
      await train();
      const select = await call(t.app, "GET", "/api/image/pack/imagePackSelect", { token: owner.token });
      expect(select.result.packs.map((pack: { id: string }) => pack.id)).toContain(packId);
      const saved = await modify(owner.token, packId);
      expect(saved.code).toBe(0);
      // Someone else's pack is refused on their own bot.
      const other = await buildSession(t.database.db);
      const theirBot = await buildBot(t.database.db, { creatorId: Number(other.user.id) });
      const theirs = await call(t.app, "POST", "/api/ai/roleInfo/modifyBotInfoV2", {
        token: other.token,
        body: { botId: String(theirBot.id), imagePackId: packId },
      });
      expect(theirs.message).toBe("imagePackId: Choose one of your finished image packs");
      // Another user cannot see or delete it.
      expect((await imagePackDetail(t.app, other.token, packId)).status).toBe(404);
      expect(
        (await call(t.app, "DELETE", `/api/pack/delete?id=${packId}&type=image`, { token: other.token }))
          .status,
      ).toBe(404);

      // Removing pictures down to 2 usable says so.
      const detail = await imagePackDetail(t.app, owner.token, packId);
      const removed = await call(t.app, "POST", "/api/image/pack/deleteImageResult", {
        token: owner.token,
        body: { packId, pictureId: detail.result.pictures[0].id },
      });
      expect(removed.result.usableCount).toBe(2);
      expect(removed.result.warning).toMatch(/has 2 usable pictures left/);

      const deleted = await call(t.app, "DELETE", `/api/pack/delete?id=${packId}&type=image`, {
        token: owner.token,
      });
      expect(deleted.result).toEqual({ id: packId, deleted: true });
      const [after] = await t.database.db
        .select({ imagePackId: bots.imagePackId })
        .from(bots)
        .where(eq(bots.id, bot.id));
      expect(after!.imagePackId).toBeNull();
      const storage = storageFor(t.config);
      const kept = detail.result.pictures[1].imageUrl as string;
      expect(await storage.exists(storage.keyOf(kept)!)).toBe(false);
    });
  });
});
