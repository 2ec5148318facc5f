import { ResponseCode, ROOM_LIMITS, type RoomSpeakers, type SentRoomMessage } from "@fable/contract";
import { AppError } from "../../errors.ts";
import { isFlagged } from "../../lib/word-filter.ts";
import type { UserContext } from "../../routing/user-context.ts";
import type { BotRow } from "../bots/bots.schema.ts";
import { characterNameOf, generateOnce, sceneForUserChat } from "../chat/index.ts";
import { appendRoomMessage } from "./room-append.ts";
import { toRoomMessage } from "./room-message.ts";
import { loadRoomTurn, type RoomTurn, roomLines, speakingBot, speakingBots } from "./room-turn-context.ts";
import {
  chooseSpeakers,
  firstMention,
  type SpeakerCandidate,
  type SpeakerQuestion,
  type SpokenLine,
} from "./speaker-choice.ts";

const candidateOf = (bot: BotRow): SpeakerCandidate => ({
  id: String(bot.id),
  name: bot.name,
  characterName: bot.characterName,
  intro: bot.intro,
  description: bot.description,
});

const spoken = (lines: readonly { botId: number | null; text: string }[]): SpokenLine[] =>
  lines.map((line) => ({ botId: line.botId === null ? null : String(line.botId), text: line.text }));

/**
 * A configured model's pick of who answers (not the offline engine's: it has the heuristic): the
 * name it answers with, as a character of the room, or null — then the heuristic decides.
 */
async function modelPick(
  ctx: UserContext,
  turn: RoomTurn,
  question: SpeakerQuestion,
): Promise<string | null> {
  const characters = question.characters;
  const first = turn.characters.find((bot) => String(bot.id) === characters[0]?.id);
  if (!first || characters.length < 2) return null;
  const scene = await sceneForUserChat(ctx, ctx.userId, first);
  if (scene.provider === "offline") return null;
  const names = new Map(turn.characters.map((bot) => [String(bot.id), characterNameOf(bot)]));
  const transcript = [...question.history.slice(-8), { botId: null, text: question.message }]
    .map(
      (line) => `${line.botId === null ? turn.userName : (names.get(line.botId) ?? "Someone")}: ${line.text}`,
    )
    .join("\n");
  const roster = characters.map((character) => `- ${names.get(character.id)}: ${character.intro}`).join("\n");
  const pickOf = (text: string) =>
    characters.find((character) => firstMention(text, character) >= 0)?.id ?? null;
  try {
    const answer = await generateOnce(ctx, {
      scene,
      call: () => ({
        system:
          "You direct a group conversation. Answer with only the name of the character who should speak next.",
        prompt: `Characters:\n${roster}\n${turn.room.topic ? `Topic: ${turn.room.topic}\n` : ""}\nConversation:\n${transcript}\n\nWho speaks next?`,
        maxOutputTokens: 16,
      }),
      account: { userId: ctx.userId, dialogueId: null, kind: "suggestion" },
      usable: (text) => pickOf(text) !== null,
    });
    return "text" in answer ? pickOf(answer.text) : null;
  } catch {
    // The model's pick is a nicety: without it the heuristic answers.
    return null;
  }
}

/** Who answers `message` among the characters that may speak, and why. */
async function speakersFor(
  ctx: UserContext,
  turn: RoomTurn,
  question: Omit<SpeakerQuestion, "characters">,
): Promise<RoomSpeakers> {
  const characters = (await speakingBots(ctx, turn)).map(candidateOf);
  const full = { ...question, characters };
  // A character asked for or named answers without the model's pick (and its latency).
  const heuristic = chooseSpeakers(full);
  if (heuristic.reason !== "chosen" || characters.length < 2) return heuristic;
  return chooseSpeakers(full, await modelPick(ctx, turn, full));
}

/**
 * POST /room/sendMessage: stores the user's message (refused by the word filter as in chat), lets the
 * characters speak again, and answers who replies, in order; each reply is its own streamReply call.
 */
export async function sendRoomMessage(
  ctx: UserContext,
  body: { roomId: string; content: string; speakerId?: string | undefined },
): Promise<SentRoomMessage> {
  const turn = await loadRoomTurn(ctx, body.roomId);
  if (!turn.nsfwEnabled && isFlagged(body.content)) throw AppError.invalidInput("ChatMessages.inputFlagged");
  // The character asked for must be one that can answer now (in the room, still open to the user).
  if (body.speakerId) await speakingBot(ctx, turn, Number(body.speakerId));
  const before = await roomLines(ctx, turn.room);
  const row = await appendRoomMessage(ctx, turn.room.id, { role: "user", text: body.content });
  const speakers = await speakersFor(ctx, turn, {
    message: body.content,
    history: spoken(before.history),
    topic: turn.room.topic,
    speakerId: body.speakerId,
  });
  return { message: toRoomMessage(row), ...speakers };
}

/**
 * POST /room/letThemTalk: who carries the conversation on for `turns` replies without the user — the
 * room's choice each time, never the same character twice in a row, and no further than
 * ROOM_LIMITS.repliesWithoutUserMax replies since the user's last message.
 */
export async function letThemTalk(
  ctx: UserContext,
  body: { roomId: string; turns: number },
): Promise<RoomSpeakers> {
  const turn = await loadRoomTurn(ctx, body.roomId);
  const left = ROOM_LIMITS.repliesWithoutUserMax - turn.room.repliesSinceUser;
  if (left <= 0) throw new AppError(ResponseCode.FAILED, "RoomMessages.userMustSpeak");
  const characters = (await speakingBots(ctx, turn)).map(candidateOf);
  const history = spoken((await roomLines(ctx, turn.room)).history);
  const speakers: string[] = [];
  for (let index = 0; index < Math.min(body.turns, left); index++) {
    const last = history.at(-1);
    const [next] = chooseSpeakers({
      characters,
      message: last?.text ?? "",
      history: history.slice(0, -1),
      topic: turn.room.topic,
      exclude: last?.botId,
    }).speakers;
    // With one character left able to speak, it speaks once: it does not answer itself.
    if (!next || next === last?.botId) break;
    speakers.push(next);
    // What it will say is not known yet: it counts as having spoken, so the others come next.
    history.push({ botId: next, text: "" });
  }
  return { speakers, reason: "chosen" };
}
