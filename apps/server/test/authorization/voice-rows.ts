import { espeakPresent } from "../../src/modules/voice/speech/speech-test-support.ts";
import {
  ALLOWED,
  always,
  DIALOGUE_INVALID,
  IMAGE_PACK_LOCKED,
  IMAGE_PACK_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  PACK_LOCKED,
  PACK_NOT_FOUND,
  VOICE_OFF,
} from "./outcomes.ts";
import { CHATTABLE_BOT, type Row, signedInExcept } from "./table.ts";

/** What reading aloud answers the chatter when allowed: the clips, or "voice is off" without espeak-ng. */
const SPOKEN = espeakPresent ? ALLOWED : VOICE_OFF;

/** Replies read aloud, auto-play and voice packs (voice module). */
export const VOICE_ROWS: Row[] = [
  {
    name: "read a reply aloud",
    method: "POST",
    path: "/v1/chat/text2Audio",
    object: "the bot's reply in the chatter's dialogue",
    fixture: "voice",
    states: "bot",
    request: (t) => ({ body: { msgId: t.replyMsgId } }),
    // A chat whose bot was removed is gone for its reader; nobody else learns the message exists.
    expect: signedInExcept(always(MESSAGE_NOT_FOUND), {
      chatter: {
        public: SPOKEN,
        unlisted: SPOKEN,
        private: SPOKEN,
        inReview: SPOKEN,
        removed: DIALOGUE_INVALID,
      },
    }),
    writes: true,
  },
  {
    name: "a bot's voice settings",
    method: "GET",
    path: "/ai/roleInfo/voice/settings",
    object: "the bot",
    fixture: "voice",
    states: "bot",
    request: (t) => ({ query: { botId: t.botId } }),
    expect: CHATTABLE_BOT,
  },
  {
    name: "auto-play a bot's replies",
    method: "POST",
    path: "/ai/roleInfo/voice/onOff",
    object: "the bot",
    fixture: "voice",
    states: "bot",
    request: (t) => ({ body: { botId: t.botId, onOff: true } }),
    expect: CHATTABLE_BOT,
    writes: true,
  },
  {
    name: "train a voice pack again",
    method: "GET",
    path: "/pack/voice/regen",
    object: "the chatter's voice pack",
    fixture: "voice",
    states: "none",
    request: (t) => ({ query: { id: t.voicePackId } }),
    // The pack is still training (the job does not run here): its owner is told it cannot change.
    expect: signedInExcept(PACK_NOT_FOUND, { chatter: PACK_LOCKED }),
    writes: true,
  },
  {
    name: "delete a voice pack",
    method: "DELETE",
    path: "/pack/delete",
    object: "the chatter's voice pack",
    fixture: "voice",
    states: "none",
    request: (t) => ({ query: { id: t.voicePackId, type: "voice" } }),
    expect: signedInExcept(PACK_NOT_FOUND, { chatter: PACK_LOCKED }),
    writes: true,
  },
  {
    name: "delete an image pack",
    method: "DELETE",
    path: "/pack/delete",
    object: "the chatter's image pack",
    fixture: "voice",
    states: "none",
    request: (t) => ({ query: { id: t.imagePackId, type: "image" } }),
    expect: signedInExcept(IMAGE_PACK_NOT_FOUND, { chatter: IMAGE_PACK_LOCKED }),
    writes: true,
  },
  {
    name: "an image pack's pictures",
    method: "GET",
    path: "/image/pack/packDetail",
    object: "the chatter's image pack",
    fixture: "voice",
    states: "none",
    request: (t) => ({ query: { packId: t.imagePackId } }),
    expect: signedInExcept(IMAGE_PACK_NOT_FOUND, { chatter: ALLOWED }),
  },
  {
    name: "remove a picture from an image pack",
    method: "POST",
    path: "/image/pack/deleteImageResult",
    object: "the chatter's image pack",
    fixture: "voice",
    states: "none",
    request: (t) => ({ body: { packId: t.imagePackId, pictureId: "1" } }),
    // Still training (the job does not run here): its owner is told it cannot change.
    expect: signedInExcept(IMAGE_PACK_NOT_FOUND, { chatter: IMAGE_PACK_LOCKED }),
    writes: true,
  },
];
