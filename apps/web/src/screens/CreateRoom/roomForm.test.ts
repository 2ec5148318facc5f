import { ROOM_LIMITS } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { emptyRoomForm, roomMessageKey, toggleCharacter, validateRoomForm } from "./roomForm";

const character = (n: number) => ({ botId: String(100 + n), name: `Character ${n}`, avatar: "" });
const characters = (count: number) => Array.from({ length: count }, (_, index) => character(index));

describe("room form", () => {
  it("asks for a name and at least two characters", () => {
    const { request, errors } = validateRoomForm({ ...emptyRoomForm(), characters: [character(1)] });
    expect(request).toBeNull();
    expect(errors.name?.key).toBe("rooms.errors.nameLength");
    expect(errors.botIds?.key).toBe("rooms.errors.tooFewCharacters");
    expect(errors.botIds?.values.min).toBe(ROOM_LIMITS.minCharacters);
  });

  it("answers the trimmed request the server expects", () => {
    const { request, errors } = validateRoomForm({
      name: "  Tavern ",
      topic: " dragons ",
      characters: characters(3),
    });
    expect(errors).toEqual({});
    expect(request).toEqual({ name: "Tavern", topic: "dragons", botIds: ["100", "101", "102"] });
  });

  it("refuses a topic past the limit", () => {
    const topic = "x".repeat(ROOM_LIMITS.topicMax + 1);
    expect(validateRoomForm({ name: "A", topic, characters: characters(2) }).errors.topic?.key).toBe(
      "rooms.errors.topicLength",
    );
  });

  it("toggles characters and stops at the room's limit", () => {
    let chosen = characters(ROOM_LIMITS.maxCharacters);
    expect(toggleCharacter(chosen, character(99))).toBe(chosen);
    chosen = toggleCharacter(chosen, character(0));
    expect(chosen.map((c) => c.botId)).not.toContain("100");
    expect(toggleCharacter(chosen, character(99)).at(-1)?.botId).toBe("199");
  });

  it("finds the key of a server message", () => {
    expect(roomMessageKey("This room does not exist")).toBe("rooms.errors.roomNotFound");
    expect(roomMessageKey("something else")).toBeUndefined();
  });
});
