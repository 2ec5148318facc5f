import {
  ALLOWED,
  always,
  BOT_UNAVAILABLE,
  DIALOGUE_INVALID,
  PICTURE_NOT_FOUND,
  PICTURES_NOT_CONFIGURED,
} from "./outcomes.ts";
import { CHATTABLE_BOT, type Row, signedInExcept } from "./table.ts";

const picture = "a picture the bot sent in the chatter's dialogue";

/** The chatter's own pictures, in every state but a removed bot's, whose dialogues are gone. */
const OWN_PICTURE = {
  public: ALLOWED,
  unlisted: ALLOWED,
  private: ALLOWED,
  inReview: ALLOWED,
  removed: DIALOGUE_INVALID,
};

/** Pictures in chat: sending, unlocking, the gallery and backgrounds (chat module, pictures). */
export const PICTURE_ROWS: Row[] = [
  {
    name: "ask the character for a picture",
    method: "POST",
    path: "/v1/chat/text2Img",
    object: "the chatter's dialogue",
    fixture: "main",
    states: "bot",
    request: (t) => ({ body: { dialogueId: t.dialogueId, request: "a selfie" } }),
    // Allowed, the chatter hears that this server has no image engine and the bot no pack.
    expect: signedInExcept(always(DIALOGUE_INVALID), {
      chatter: {
        public: PICTURES_NOT_CONFIGURED,
        unlisted: PICTURES_NOT_CONFIGURED,
        private: BOT_UNAVAILABLE,
        inReview: BOT_UNAVAILABLE,
        removed: DIALOGUE_INVALID,
      },
    }),
    writes: true,
  },
  {
    name: "unlock a picture",
    method: "POST",
    path: "/v1/chat/unlockImg",
    object: picture,
    fixture: "picture",
    states: "bot",
    request: (t) => ({ body: { pictureId: t.pictureId } }),
    expect: signedInExcept(PICTURE_NOT_FOUND, { chatter: OWN_PICTURE }),
    writes: true,
  },
  {
    name: "unlock every picture of a chat",
    method: "POST",
    path: "/v1/chat/unlockAll",
    object: "the chatter's dialogue",
    fixture: "picture",
    fixtureByRole: { chatter: "pictureAll" },
    states: "bot",
    request: (t) => ({ body: { dialogueId: t.dialogueId } }),
    expect: signedInExcept(always(DIALOGUE_INVALID), { chatter: OWN_PICTURE }),
    writes: true,
  },
  ...(["/panel/getGalleryV2", "/panel/gallery"] as const).map(
    (path): Row => ({
      name: `a bot's gallery of pictures (${path})`,
      method: "GET",
      path,
      object: "the bot",
      fixture: "picture",
      states: "none",
      request: (t) => ({ query: { botId: t.botId } }),
      // Everyone signed in may ask; each sees only the pictures sent to them (pictures.test.ts).
      expect: signedInExcept(ALLOWED, {}),
    }),
  ),
  {
    name: "set a bot's chat background",
    method: "POST",
    path: "/panel/setBackgroundUrl",
    object: "the bot",
    fixture: "main",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, backgroundUrl: null } }),
    expect: CHATTABLE_BOT,
    writes: true,
  },
  {
    name: "a bot's chat background",
    method: "GET",
    path: "/panel/background",
    object: "the bot",
    fixture: "main",
    states: "none",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: signedInExcept(ALLOWED, {}),
  },
];
