import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { backgroundContext } from "../../src/context.ts";
import type { Database } from "../../src/db/client.ts";
import { grantCredits } from "../../src/modules/credits/index.ts";
import { call } from "../accounts.ts";
import { buildChatPicture } from "../chat-pictures.ts";
import { buildSession } from "../factories/sessions.ts";
import type { NewUser } from "../factories/users.ts";
import { streamPost } from "../sse.ts";
import { putUpload, stillImage } from "../uploads.ts";
import { uploadVoice, voicedWav } from "../voice.ts";
import { BOT_STATES, type BotState, ROLES, type Role } from "./roles.ts";

/** What one bot fixture holds: the creator's bot and the chatter's things around it. */
export interface Target {
  botId: string;
  dialogueId: string;
  userMsgId: string;
  replyMsgId: string;
  /** Only on fixtures asked to have them (FixtureNeeds); "0" otherwise. */
  postId: string;
  reviewId: string;
  reportId: string;
  maskId: string;
  spareMaskId: string;
  /** The chatter's rewarded-ad watch, on fixtures asked to have one; "0" otherwise. */
  watchId: string;
  /** The chatter's voice pack, still training (the job does not run here). */
  voicePackId: string;
  /** A locked picture the bot sent in the chatter's dialogue, on fixtures asked to have one; "0" otherwise. */
  pictureId: string;
  /** The chatter's image pack, still training (the job does not run here). */
  imagePackId: string;
  /** The bot's supplemental PDF (queued, never read: the job does not run), on fixtures asked to have one; "0" otherwise. */
  pdfDocumentId: string;
  chatterId: string;
  creatorId: string;
  /** The chatter's room with the bot and a partner character, on fixtures asked to have one; "0" otherwise. */
  roomId: string;
  /** The chatter's message in the room (it holds the secret) and the bot's reply to it. */
  roomUserMsgId: string;
  roomReplyMsgId: string;
  /** The creator's second public character, a room's other member. */
  partnerId: string;
  /** Text only the chatter wrote; no one else may ever be shown it. */
  secret: string;
  /** Text in the bot's system prompt: only its creator sees it, unless the definition is shared. */
  definitionSecret: string;
  definitionShared: boolean;
}

/** Extras a fixture carries beyond the bot and one chat turn. */
export type FixtureNeed =
  | "pin"
  | "memory"
  | "mask"
  | "saved"
  | "post"
  | "review"
  | "report"
  | "like"
  | "watch"
  | "room"
  | "pdf"
  | "picture";

export interface FixtureSpec {
  needs: readonly FixtureNeed[];
  /** The creator shows the bot's definition to others (definitionVisible); hidden by default. */
  sharedDefinition?: boolean;
  /** A text adventure (POST /ai/roleInfo/botStory) instead of a character. */
  story?: boolean;
}

export interface World {
  app: FastifyInstance;
  tokens: Record<Role, string | null>;
  userIds: Record<Exclude<Role, "anonymous">, string>;
  target(fixture: string, state: BotState): Target;
}

let botCounter = 0;
// biome-ignore lint/suspicious/noExplicitAny: the world reads whatever each route answers, as accounts.ts does
type Api = (method: "GET" | "POST", url: string, token: string | null, body?: object) => Promise<any>;

/** Calls the API and insists it succeeded: the world is built only through working calls. */
function strictApi(app: FastifyInstance): Api {
  return async (method, url, token, body) => {
    const answer = await call(app, method, `/api${url}`, { token, ...(body ? { body } : {}) });
    expect(answer.code, `${method} ${url}: ${answer.message}`).toBe(0);
    return answer.result;
  };
}

export async function buildWorld(
  app: FastifyInstance,
  database: Database,
  reviewerEmail: string,
  fixtures: Record<string, FixtureSpec>,
): Promise<World> {
  const api = strictApi(app);
  const signedIn = (userOverrides: NewUser = {}) => buildSession(database.db, { userOverrides });
  const accounts = {
    free: await signedIn(),
    // Plans are sold by the billing module, which has no API yet: the plan is set where it is stored.
    vip: await signedIn({ vipEnum: "PREMIUM" }),
    creator: await signedIn(),
    chatter: await signedIn(),
    reviewer: await signedIn({ email: reviewerEmail }),
  };

  const chatter = accounts.chatter.token;
  const creator = accounts.creator.token;
  const reviewer = accounts.reviewer.token;
  const mask = await api("POST", "/mask/saveMask", chatter, {
    name: "Wanderer",
    description: "A masked traveller",
    avatar: "",
    isDefault: false,
  });
  const spareMask = await api("POST", "/mask/saveMask", chatter, {
    name: "Spare",
    description: "Kept to be removed",
    avatar: "",
    isDefault: false,
  });
  const voicePack = await api("POST", "/pack/voice/create", chatter, {
    modelName: "Authz Voice",
    source: "upload",
    files: [await uploadVoice(app, chatter, voicedWav(12))],
  });
  const packPictures: string[] = [];
  for (const side of [400, 410, 420]) {
    const bytes = await stillImage(side, side);
    const signed = await api("POST", "/aws/s3/sign", chatter, {
      s3FileName: "pack.png",
      contentType: "image/png",
      size: bytes.length,
      purpose: "image",
    });
    packPictures.push((await putUpload(app, signed.url, bytes)).result.url);
  }
  const imagePack = await api("POST", "/image/pack/create", chatter, {
    name: "Authz Pictures",
    gender: "female",
    ratio: "1:1",
    imageUrls: packPictures,
  });

  /** An adventure needs an avatar stored here: the creator uploads one. */
  async function uploadedAvatar(): Promise<string> {
    const bytes = await stillImage(400, 400);
    const signed = await api("POST", "/aws/s3/sign", creator, {
      s3FileName: "adventure.png",
      contentType: "image/png",
      size: bytes.length,
    });
    await putUpload(app, signed.url, bytes);
    return String(signed.url).split("?")[0]!;
  }

  /** A room needs two characters: the fixture's bot and this one, public and approved. */
  const partner = await api("POST", "/ai/roleInfo/addBotV2", creator, {
    name: "Authz Partner",
    greeting: "Hello from the partner.",
    intro: "A second voice.",
  });
  const partnerId: string = partner.botId;
  await api("POST", "/admin/review/decide", reviewer, { botId: partnerId, decision: "approve" });

  async function createBot(spec: FixtureSpec, definitionSecret: string) {
    if (!spec.story)
      return api("POST", "/ai/roleInfo/addBotV2", creator, {
        name: `Authz Bot ${botCounter}`,
        greeting: "Well met, traveller.",
        intro: "A keeper of secrets.",
        systemPrompt: `Never reveal ${definitionSecret}.`,
        definitionVisible: spec.sharedDefinition === true,
      });
    return api("POST", "/ai/roleInfo/botStory", creator, {
      title: `Authz Story ${botCounter}`,
      characterName: "Keeper",
      gender: "female",
      avatar: await uploadedAvatar(),
      characterDescription: `A keeper of secrets who will never reveal ${definitionSecret}.`,
      protagonistDescription: "A traveller who asks too many questions.",
      storyline:
        "You arrive at the lighthouse. The keeper hides a secret. The lamp fails on the third night.",
      openingScene: "Waves crash below the tower as the keeper opens the door.",
      actions: ["Greet the keeper", "Look at the lamp", "Walk back to the boat"],
      background: "A lighthouse on a lonely reef.",
      briefIntro: "A keeper of secrets.",
      prologue: "The storm brought you here.",
    });
  }

  async function buildFixture(key: string, state: BotState, spec: FixtureSpec): Promise<Target> {
    botCounter += 1;
    const secret = `secret-${key}-${state}-${botCounter}`;
    const definitionSecret = `definition-${key}-${state}-${botCounter}`;
    const created = await createBot(spec, definitionSecret);
    const botId: string = created.botId;
    const approve = () => api("POST", "/admin/review/decide", reviewer, { botId, decision: "approve" });
    await approve();

    const entered = await api("POST", "/v1/chat/enterDialogueV2", chatter, { botId, newChat: true });
    const dialogueId: string = entered.dialogueId;
    const turn = await api("POST", "/v1/chat/chat", chatter, { botId, dialogueId, content: `My ${secret}` });
    const target: Target = {
      botId,
      dialogueId,
      userMsgId: turn.userMessage.msgId,
      replyMsgId: turn.reply.msgId,
      postId: "0",
      reviewId: "0",
      reportId: "0",
      maskId: mask.maskId,
      spareMaskId: spareMask.maskId,
      voicePackId: voicePack.id,
      pictureId: "0",
      imagePackId: imagePack.id,
      watchId: "0",
      pdfDocumentId: "0",
      chatterId: accounts.chatter.user.id,
      creatorId: accounts.creator.user.id,
      roomId: "0",
      roomUserMsgId: "0",
      roomReplyMsgId: "0",
      partnerId,
      secret,
      definitionSecret,
      definitionShared: spec.sharedDefinition === true,
    };
    const extras: Record<FixtureNeed, () => Promise<void>> = {
      pin: () => api("POST", "/memory/pin", chatter, { dialogueId, msgId: target.userMsgId }),
      memory: () =>
        api("POST", "/memory/custom/addOrUpdate", chatter, { dialogueId, content: `Remember ${secret}` }),
      mask: () => api("POST", "/mask/setMask", chatter, { dialogueId, maskId: mask.maskId }),
      // "Save and start new chat": the chat with the secret becomes a saved chat.
      saved: () => api("POST", "/v1/chat/saveDialogue", chatter, { dialogueId }),
      async post() {
        const post = await api("POST", "/messages/post/add", chatter, {
          dialogueId,
          msgIds: [target.userMsgId, target.replyMsgId],
          title: "A shared crossing",
          showAuthor: true,
        });
        target.postId = post.id;
      },
      async review() {
        target.reviewId = (await api("POST", "/bot/reviews/post", chatter, { botId, content: "Lovely." })).id;
      },
      like: () => api("GET", `/v1/chat/like?botId=${botId}`, chatter),
      async watch() {
        target.watchId = (await api("POST", "/mission/watchedAds", chatter, {})).watchId;
      },
      async room() {
        const room = await api("POST", "/room/create", chatter, {
          name: "Authz room",
          botIds: [botId, partnerId],
        });
        target.roomId = room.roomId;
        const sent = await api("POST", "/room/sendMessage", chatter, {
          roomId: room.roomId,
          content: `My ${secret}`,
          speakerId: botId,
        });
        target.roomUserMsgId = sent.message.msgId;
        const { events } = await streamPost(
          app,
          "/api/room/streamReply",
          { roomId: room.roomId, botId },
          chatter,
        );
        expect(events.at(-1)?.event, JSON.stringify(events.at(-1))).toBe("done");
        target.roomReplyMsgId = events.at(-1)!.data.msgId;
      },
      async pdf() {
        const bytes = Buffer.from("%PDF-1.4\n% a supplemental document\n%%EOF\n");
        const signed = await api("POST", "/aws/s3/sign", creator, {
          s3FileName: "notes.pdf",
          contentType: "application/pdf",
          size: bytes.length,
          purpose: "pdf",
        });
        await putUpload(app, signed.url, bytes, "application/pdf");
        const pdfUrl = encodeURIComponent(String(signed.url).split("?")[0]!);
        const document = await api(
          "POST",
          `/ai/roleInfo/supplemental-information?botId=${botId}&pdfUrl=${pdfUrl}`,
          creator,
        );
        target.pdfDocumentId = document.documentId;
      },
      // The matrix's server has no image engine and its bots no pack: the picture is stored as text2Img stores one.
      async picture() {
        const owner = {
          userId: Number(accounts.chatter.user.id),
          botId: Number(botId),
          dialogueId: Number(dialogueId),
        };
        target.pictureId = String((await buildChatPicture(app.deps, owner, await stillImage(300, 400))).id);
        // Enough credits to unlock it, so the chatter's allowed call goes through.
        const operation = `authz-picture-${target.pictureId}`;
        await grantCredits(backgroundContext(app.deps), {
          ...owner,
          amount: 30,
          validDays: 30,
          reason: "test",
          operation,
        });
      },
      async report() {
        const report = await api("POST", "/report/add", chatter, {
          targetType: "bot",
          targetId: botId,
          reason: "spam",
          content: "",
        });
        target.reportId = report.reportId;
      },
    };
    for (const need of spec.needs) await extras[need]();

    const edit = () => api("POST", "/ai/roleInfo/modifyBotInfoV2", creator, { botId, intro: "Changed." });
    const reached: Record<BotState, () => Promise<unknown>> = {
      public: async () => undefined,
      unlisted: async () => {
        await api("POST", "/ai/roleInfo/updateBotVisibility", creator, { botId, visibility: "unlisted" });
        await approve();
      },
      private: () =>
        api("POST", "/ai/roleInfo/updateBotVisibility", creator, { botId, visibility: "private" }),
      inReview: edit,
      removed: async () => {
        await edit();
        await api("POST", "/admin/review/decide", reviewer, {
          botId,
          decision: "reject",
          reason: "Violates the community guidelines.",
        });
      },
    };
    await reached[state]();
    return target;
  }

  const built = new Map<string, Target>();
  await Promise.all(
    Object.entries(fixtures).flatMap(([key, spec]) =>
      BOT_STATES.map(async (state) => built.set(`${key}/${state}`, await buildFixture(key, state, spec))),
    ),
  );

  const tokens = Object.fromEntries(
    ROLES.map((role) => [role, role === "anonymous" ? null : accounts[role].token]),
  ) as Record<Role, string | null>;
  const userIds = Object.fromEntries(
    Object.entries(accounts).map(([role, account]) => [role, String(account.user.id)]),
  ) as World["userIds"];
  return {
    app,
    tokens,
    userIds,
    target(fixture, state) {
      const found = built.get(`${fixture}/${state}`);
      if (!found) throw new Error(`no fixture ${fixture} in state ${state}`);
      return found;
    },
  };
}
