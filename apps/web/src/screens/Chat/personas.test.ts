import { describe, expect, it } from "vitest";
import { draftOf, emptyPersona, personaDraftError } from "./personas";

describe("personaDraftError", () => {
  it("needs a name within the contract's limits", () => {
    expect(personaDraftError(emptyPersona)).toBe("chat.persona.nameRequired");
    expect(personaDraftError({ ...emptyPersona, name: "   " })).toBe("chat.persona.nameRequired");
    expect(personaDraftError({ ...emptyPersona, name: "x".repeat(51) })).toBe("chat.persona.nameTooLong");
    expect(personaDraftError({ ...emptyPersona, name: "Sam", description: "d".repeat(1001) })).toBe(
      "chat.persona.descriptionTooLong",
    );
    expect(personaDraftError({ ...emptyPersona, name: " Captain Sam " })).toBeNull();
  });

  it("edits a persona with its picture kept", () => {
    const mask = { maskId: "4", name: "Sam", description: "A sailor", avatar: "/a.webp", isDefault: true };
    expect(draftOf(mask)).toEqual(mask);
  });
});
