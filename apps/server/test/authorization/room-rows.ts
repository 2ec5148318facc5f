import { ALLOWED, always, ROOM_CHARACTER_UNAVAILABLE, ROOM_NOT_FOUND } from "./outcomes.ts";
import { type Row, signedInExcept } from "./table.ts";

const room = "the chatter's room";
// Not "a message of …": the dialogue invariants of authorization.test.ts are about dialogues.
const message = "the chatter's room message";

/** The chatter's own room, for calls that read or arrange it: theirs whatever became of the bot. */
const OWN_ROOM = signedInExcept(always(ROOM_NOT_FOUND), { chatter: always(ALLOWED) });

/**
 * The chatter's own room, for calls that make the bot speak: only while it is a public character
 * (an unlisted, private, in-review or removed bot falls silent in rooms).
 */
const OWN_ROOM_TURN = signedInExcept(always(ROOM_NOT_FOUND), {
  chatter: {
    public: ALLOWED,
    unlisted: ROOM_CHARACTER_UNAVAILABLE,
    private: ROOM_CHARACTER_UNAVAILABLE,
    inReview: ROOM_CHARACTER_UNAVAILABLE,
    removed: ROOM_CHARACTER_UNAVAILABLE,
  },
});

/** A room may hold public characters of the pool, or the caller's own ones that were not removed. */
const JOINABLE = signedInExcept(
  {
    public: ALLOWED,
    unlisted: ROOM_CHARACTER_UNAVAILABLE,
    private: ROOM_CHARACTER_UNAVAILABLE,
    inReview: ROOM_CHARACTER_UNAVAILABLE,
    removed: ROOM_CHARACTER_UNAVAILABLE,
  },
  {
    creator: {
      public: ALLOWED,
      unlisted: ALLOWED,
      private: ALLOWED,
      inReview: ALLOWED,
      removed: ROOM_CHARACTER_UNAVAILABLE,
    },
  },
);

/** Rooms: group chats of the chatter with the creator's bot and a partner character (rooms module). */
export const ROOM_ROWS: Row[] = [
  {
    name: "create a room with the bot",
    method: "POST",
    path: "/room/create",
    object: "the bot",
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { name: "Mine", botIds: [t.botId, t.partnerId] } }),
    expect: JOINABLE,
    writes: true,
  },
  {
    name: "open a room",
    method: "GET",
    path: "/room/detail",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ query: { roomId: t.roomId } }),
    expect: OWN_ROOM,
  },
  {
    name: "what a room's characters remember",
    method: "GET",
    path: "/room/memory",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ query: { roomId: t.roomId } }),
    expect: OWN_ROOM,
  },
  {
    name: "older messages of a room",
    method: "GET",
    path: "/room/history",
    object: message,
    fixture: "room",
    states: "bot",
    request: (t) => ({ query: { roomId: t.roomId, beforeMsgId: t.roomReplyMsgId } }),
    expect: OWN_ROOM,
  },
  {
    name: "choose a version of a room reply",
    method: "POST",
    path: "/room/chooseSwipe",
    object: message,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, msgId: t.roomReplyMsgId, swipeIndex: 0 } }),
    expect: OWN_ROOM,
    writes: true,
  },
  {
    name: "edit a room reply",
    method: "POST",
    path: "/room/editMessage",
    object: message,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, msgId: t.roomReplyMsgId, content: "Edited." } }),
    expect: OWN_ROOM,
    writes: true,
  },
  {
    name: "pin a room message",
    method: "POST",
    path: "/room/pinMessage",
    object: message,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, msgId: t.roomUserMsgId, pinned: true } }),
    expect: OWN_ROOM,
    writes: true,
  },
  {
    name: "rename a room",
    method: "POST",
    path: "/room/update",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, name: "Renamed", maskId: t.maskId } }),
    expect: OWN_ROOM,
    writes: true,
  },
  {
    name: "speak in a room, asking the bot to answer",
    method: "POST",
    path: "/room/sendMessage",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, content: "And now?", speakerId: t.botId } }),
    expect: OWN_ROOM_TURN,
    writes: true,
  },
  {
    name: "the bot's reply in a room",
    method: "POST",
    path: "/room/streamReply",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, botId: t.botId } }),
    expect: OWN_ROOM_TURN,
    writes: true,
  },
  {
    name: "let the characters talk",
    method: "POST",
    path: "/room/letThemTalk",
    object: room,
    fixture: "room",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, turns: 2 } }),
    expect: OWN_ROOM,
  },
  {
    name: "regenerate a room reply",
    method: "POST",
    path: "/room/regenerateReply",
    object: message,
    fixture: "roomRegenerate",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, msgId: t.roomReplyMsgId } }),
    expect: OWN_ROOM_TURN,
    writes: true,
  },
  {
    name: "delete a room message",
    method: "POST",
    path: "/room/deleteMessage",
    object: message,
    fixture: "roomDelete",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId, msgId: t.roomReplyMsgId } }),
    expect: OWN_ROOM,
    writes: true,
  },
  // After the message row: the room it deletes is that fixture's.
  {
    name: "delete a room",
    method: "POST",
    path: "/room/delete",
    object: room,
    fixture: "roomDelete",
    states: "bot",
    request: (t) => ({ body: { roomId: t.roomId } }),
    expect: OWN_ROOM,
    writes: true,
  },
];
