import type { RoomDetail, RoomSummary } from "@fable/contract";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { FieldError } from "../../../components/FieldError";
import { usePersonas } from "../../../queries/chatSettings";
import { useDeleteRoom, useUpdateRoom } from "../../../queries/rooms";
import { ConfirmDialog } from "../../Chat/components/ConfirmDialog";
import { toastFailure } from "../../Chat/toastFailure";
import { CharacterPicker, ChosenChips } from "../../CreateRoom/components/CharacterPicker";
import { RoomNameFields, useFieldMessage } from "../../CreateRoom/components/RoomNameFields";
import { type RoomFormState, validateRoomForm } from "../../CreateRoom/roomForm";

type Settings = Pick<RoomDetail, "roomId" | "name" | "topic" | "characters" | "maskId">;

const field =
  "w-full rounded-[12px] border border-border bg-surface px-3 py-2 text-sm text-text outline-none focus:border-accent/70";

/** The settings form, opened afresh from the room each time. */
function SettingsForm({ room, onSaved }: { room: Settings; onSaved: (saved: Partial<RoomDetail>) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateRoom();
  const removal = useDeleteRoom();
  const personas = usePersonas(true);
  const [form, setForm] = useState<RoomFormState>({
    name: room.name,
    topic: room.topic,
    characters: room.characters,
  });
  const [maskId, setMaskId] = useState(room.maskId);
  const [confirming, setConfirming] = useState(false);
  const verdict = validateRoomForm(form);
  const message = useFieldMessage(verdict.errors);
  const change = (patch: Partial<RoomFormState>) => setForm((previous) => ({ ...previous, ...patch }));

  const save = async () => {
    if (!verdict.request) return;
    try {
      const saved: RoomSummary = await update.mutateAsync({
        roomId: room.roomId,
        ...verdict.request,
        maskId,
      });
      onSaved({ ...saved, maskId });
    } catch (error) {
      toastFailure(error);
    }
  };

  const remove = async () => {
    setConfirming(false);
    try {
      await removal.mutateAsync(room.roomId);
      navigate("/chats");
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <RoomNameFields form={form} errors={verdict.errors} onChange={change} />
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">{t("rooms.settings.characters")}</h3>
        <ChosenChips chosen={form.characters} onChange={(characters) => change({ characters })} />
        <FieldError id="room-settings-characters-error" error={message("botIds")} />
        <CharacterPicker chosen={form.characters} onChange={(characters) => change({ characters })} />
      </section>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t("rooms.settings.persona")}</span>
        <select
          data-testid="room-persona"
          value={maskId ?? ""}
          onChange={(event) => setMaskId(event.target.value || null)}
          className={field}
        >
          <option value="">{t("chat.persona.none")}</option>
          {(personas.data ?? []).map((persona) => (
            <option key={persona.maskId} value={persona.maskId}>
              {persona.name}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-center justify-between gap-2">
        <Button variant="dangerGhost" size="sm" data-testid="room-delete" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t("rooms.settings.delete")}
        </Button>
        <Button
          data-testid="room-settings-save"
          disabled={!verdict.request || update.isPending}
          onClick={() => void save()}
        >
          {t("chat.save")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("rooms.settings.deleteTitle")}
        description={t("rooms.settings.deleteDescription", { name: room.name })}
        confirmLabel={t("rooms.settings.delete")}
        danger
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** Rename the room, change its topic and characters and the persona the user plays; or delete it. Its memory has its own panel. */
export function RoomSettings({
  open,
  onOpenChange,
  room,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  room: Settings;
  onSaved: (saved: Partial<RoomDetail>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("rooms.settings.title")} testId="room-settings">
      {open ? (
        <SettingsForm
          room={room}
          onSaved={(saved) => {
            onSaved(saved);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
