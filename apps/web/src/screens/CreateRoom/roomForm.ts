import { CreateRoomRequest, ROOM_LIMITS, type RoomCharacter, RoomMessages } from "@fable/contract";

/** The create-room form as typed, and the room settings' name, topic and characters. */
export interface RoomFormState {
  name: string;
  topic: string;
  /** Chosen characters, in the order picked. */
  characters: Pick<RoomCharacter, "botId" | "name" | "avatar">[];
}

export const emptyRoomForm = (): RoomFormState => ({ name: "", topic: "", characters: [] });

type Field = "name" | "topic" | "botIds";
/** An i18n key (rooms.errors.*) and the limits it states, by field. */
export type RoomFormErrors = Partial<Record<Field, { key: string; values: Record<string, number> }>>;

const LIMIT_VALUES = {
  nameMax: ROOM_LIMITS.nameMax,
  topicMax: ROOM_LIMITS.topicMax,
  min: ROOM_LIMITS.minCharacters,
  max: ROOM_LIMITS.maxCharacters,
};

/** The contract's room messages by their text, so a zod issue (or the server's message) finds its key. */
const KEY_BY_TEXT = new Map<string, string>(
  Object.entries(RoomMessages).map(([id, text]) => [text, `rooms.errors.${id}`]),
);

export function roomMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/**
 * The contract's verdict on the form (CreateRoomRequest, the same schema the server applies): the
 * request to send, or what is wrong with each field.
 */
export function validateRoomForm(form: RoomFormState): {
  request: CreateRoomRequest | null;
  errors: RoomFormErrors;
} {
  const parsed = CreateRoomRequest.safeParse({
    name: form.name,
    topic: form.topic,
    botIds: form.characters.map((character) => character.botId),
  });
  if (parsed.success) return { request: parsed.data, errors: {} };
  const errors: RoomFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    errors[field] = { key: roomMessageKey(issue.message) ?? "rooms.errors.invalid", values: LIMIT_VALUES };
  }
  return { request: null, errors };
}

/** Adds a character, or takes it out when already chosen; never past the room's limit. */
export function toggleCharacter(
  chosen: RoomFormState["characters"],
  character: RoomFormState["characters"][number],
): RoomFormState["characters"] {
  if (chosen.some((current) => current.botId === character.botId))
    return chosen.filter((current) => current.botId !== character.botId);
  if (chosen.length >= ROOM_LIMITS.maxCharacters) return chosen;
  return [...chosen, { botId: character.botId, name: character.name, avatar: character.avatar }];
}
