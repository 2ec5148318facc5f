import {
  AdMessages,
  AuthMessages,
  CharacterMessages,
  ChatMessages,
  FeedbackMessages,
  HTTP_STATUS_BY_CODE,
  ImagePackMessages,
  JoybookMessages,
  NovelMessages,
  PdfMessages,
  PictureMessages,
  ResponseCode,
  RoomMessages,
  SocialMessages,
  VoiceMessages,
} from "@fable/contract";
import { BOT_STATES, type BotState } from "./roles.ts";

/** What a cell expects: the envelope code, the HTTP status and, for refusals, the message. */
export interface Outcome {
  code: number;
  status: number;
  message?: string;
}

/** A refusal answers the HTTP status the contract gives its code (200 for business codes). */
const refusal = (code: number, message: string): Outcome => ({
  code,
  status: HTTP_STATUS_BY_CODE[code] ?? 200,
  message,
});
const { NOT_FOUND, FORBIDDEN, FAILED } = ResponseCode;

export const ALLOWED: Outcome = { code: ResponseCode.SUCCESS, status: 200 };
export const NEED_LOGIN = refusal(ResponseCode.NEED_LOGIN, AuthMessages.needLogin);
/** Bots others may not see answer as if they did not exist (bot-detail.service.ts). */
export const BOT_NOT_FOUND = refusal(NOT_FOUND, CharacterMessages.botNotFound);
/**
 * A bot that can no longer be chatted with (2001, with the code in the body;
 * docs/product.md#bot-unavailable).
 */
export const BOT_UNAVAILABLE = refusal(ResponseCode.BOT_UNAVAILABLE, CharacterMessages.botNotFound);
export const POST_BOT_UNAVAILABLE = refusal(ResponseCode.BOT_UNAVAILABLE, JoybookMessages.botUnavailable);
/** Someone else's dialogue, or one whose bot was removed (docs/product.md#bot-unavailable). */
export const DIALOGUE_INVALID = refusal(NOT_FOUND, ChatMessages.dialogueInvalid);
export const REVIEWER_ONLY = refusal(FORBIDDEN, CharacterMessages.reviewerOnly);
export const ADMIN_ONLY = refusal(FORBIDDEN, CharacterMessages.adminOnly);
export const IN_REVIEW = refusal(FAILED, CharacterMessages.inReview);
export const NOT_IN_REVIEW = refusal(FAILED, CharacterMessages.notInReview);
export const REVIEW_NOT_FOUND = refusal(NOT_FOUND, FeedbackMessages.reviewNotFound);
export const REPORT_TARGET_NOT_FOUND = refusal(NOT_FOUND, FeedbackMessages.reportTargetNotFound);
export const POST_NOT_FOUND = refusal(NOT_FOUND, JoybookMessages.postNotFound);
export const ONLY_PUBLIC_BOTS = refusal(FORBIDDEN, JoybookMessages.onlyPublicBots);
export const OWN_REVIEW_VOTE = refusal(FORBIDDEN, FeedbackMessages.ownReviewVote);
export const SELF_FOLLOW = refusal(FAILED, SocialMessages.selfFollow);
/** The matrix's server has no image engine and its bots no image pack. */
export const PICTURES_NOT_CONFIGURED = refusal(ResponseCode.INVALID_INPUT, PictureMessages.notConfigured);
export const PICTURE_NOT_FOUND = refusal(NOT_FOUND, PictureMessages.pictureNotFound);
export const MASK_NOT_FOUND = refusal(NOT_FOUND, ChatMessages.maskNotFound);
export const WATCH_NOT_FOUND = refusal(NOT_FOUND, AdMessages.watchNotFound);
/** A bot the viewer may see that is not a story: no novel (modules/novels/novel-access.ts). */
export const NOT_A_STORY = refusal(NOT_FOUND, NovelMessages.notAStory);
export const CHAPTER_NOT_PENDING = refusal(FAILED, NovelMessages.chapterNotPending);
/** A character asked for as a PDF bot (modules/pdf/pdf-bots.service.ts). */
export const NOT_A_PDF_BOT = refusal(ResponseCode.INVALID_INPUT, PdfMessages.notAPdfBot);
/** A document of someone else's bot, or none (modules/pdf/pdf-documents.service.ts). */
export const PDF_DOCUMENT_NOT_FOUND = refusal(NOT_FOUND, PdfMessages.documentNotFound);
export const PDF_NOT_RETRYABLE = refusal(ResponseCode.INVALID_INPUT, PdfMessages.notRetryable);
export const DEFINITION_HIDDEN = refusal(FORBIDDEN, ChatMessages.definitionHidden);

/** A message read aloud that is not in the caller's own chat (modules/voice/text-to-audio.service.ts). */
export const MESSAGE_NOT_FOUND = refusal(NOT_FOUND, VoiceMessages.messageNotFound);
/** Without espeak-ng (or a speech endpoint) nothing can be read aloud, whoever asks. */
export const VOICE_OFF = refusal(FAILED, VoiceMessages.voiceOff);
/** Someone else's voice pack answers as one that does not exist (modules/voice/voice-packs.service.ts). */
export const PACK_NOT_FOUND = refusal(NOT_FOUND, VoiceMessages.packNotFound);
export const PACK_LOCKED = refusal(ResponseCode.INVALID_INPUT, VoiceMessages.packLocked);
/** Someone else's image pack answers as one that does not exist (modules/image-packs/image-packs.service.ts). */
export const IMAGE_PACK_NOT_FOUND = refusal(NOT_FOUND, ImagePackMessages.packNotFound);
/** An image pack given to a bot that is not the caller's own finished pack (modules/bots/bot-fields.ts). */
export const IMAGE_PACK_UNKNOWN = refusal(
  ResponseCode.INVALID_INPUT,
  `imagePackId: ${ImagePackMessages.packUnknown}`,
);
export const IMAGE_PACK_LOCKED = refusal(ResponseCode.INVALID_INPUT, ImagePackMessages.packLocked);

/** Someone else's room answers as one that does not exist (policies/room.policy.ts). */
export const ROOM_NOT_FOUND = refusal(NOT_FOUND, RoomMessages.roomNotFound);
/** A character that may not join (or speak in) the caller's room. */
export const ROOM_CHARACTER_UNAVAILABLE = refusal(
  ResponseCode.BOT_UNAVAILABLE,
  RoomMessages.characterUnavailable,
);

/** An expectation per bot state, written out in full so the table reads as data. */
export type ByState = Record<BotState, Outcome>;

/** The same outcome in every state. */
export const always = (outcome: Outcome): ByState =>
  Object.fromEntries(BOT_STATES.map((state) => [state, outcome])) as ByState;

/** One outcome where the bot is open to others (public, unlisted), another where it is hidden. */
export const openOr = (open: Outcome, hidden: Outcome): ByState => ({
  public: open,
  unlisted: open,
  private: hidden,
  inReview: hidden,
  removed: hidden,
});
