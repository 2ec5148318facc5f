import { ROOM_LIMITS } from "@fable/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/Button";
import { FieldError } from "../../components/FieldError";
import { useCreateRoom } from "../../queries/rooms";
import { toastFailure } from "../Chat/toastFailure";
import { CharacterPicker, ChosenChips } from "./components/CharacterPicker";
import { RoomNameFields, useFieldMessage } from "./components/RoomNameFields";
import { emptyRoomForm, type RoomFormState, validateRoomForm } from "./roomForm";

/** /rooms/new: a name, 2-8 characters and an optional topic (docs/product.md#room-screen). */
export default function CreateRoom() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRoom();
  const [form, setForm] = useState<RoomFormState>(emptyRoomForm);
  const [tried, setTried] = useState(false);
  const verdict = validateRoomForm(form);
  const errors = tried ? verdict.errors : {};
  const message = useFieldMessage(errors);
  const change = (patch: Partial<RoomFormState>) => setForm((previous) => ({ ...previous, ...patch }));

  const submit = async () => {
    setTried(true);
    if (!verdict.request || create.isPending) return;
    try {
      const room = await create.mutateAsync(verdict.request);
      navigate(`/room/${room.roomId}`);
    } catch (error) {
      toastFailure(error);
    }
  };

  const title = t("rooms.create.title");
  return (
    <form
      data-testid="create-room-screen"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="mx-auto flex w-full max-w-[640px] flex-col gap-5 px-4 py-6 md:py-10"
    >
      <title>{t("app.pageTitle", { page: title })}</title>
      <h1 className="text-xl font-semibold tracking-tight md:text-2xl">{title}</h1>
      <RoomNameFields form={form} errors={errors} onChange={change} />
      <section className="flex flex-col gap-2">
        <h2 className="text-sm font-medium">
          {t("rooms.create.characters", {
            count: form.characters.length,
            min: ROOM_LIMITS.minCharacters,
            max: ROOM_LIMITS.maxCharacters,
          })}
        </h2>
        <ChosenChips chosen={form.characters} onChange={(characters) => change({ characters })} />
        <FieldError id="room-characters-error" error={message("botIds")} testId="room-characters" />
        <CharacterPicker chosen={form.characters} onChange={(characters) => change({ characters })} />
      </section>
      <Button type="submit" data-testid="room-create-submit" disabled={create.isPending}>
        {t("rooms.create.submit")}
      </Button>
    </form>
  );
}
