import type { Persona } from "@fable/contract";
import { clsx } from "clsx";
import { Check, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { ListSkeleton } from "../../../components/Skeleton";
import {
  useDialoguePersona,
  usePersonas,
  useRemovePersona,
  useSetPersona,
} from "../../../queries/chatSettings";
import { draftOf, emptyPersona, type PersonaDraft } from "../personas";
import { toastFailure } from "../toastFailure";
import { ConfirmDialog } from "./ConfirmDialog";
import { PersonaForm } from "./PersonaForm";

const iconButton =
  "flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:opacity-40";

/** One choice of "who you are in this chat": a persona, or none (`mask` null: the account's name). */
function PersonaRow({
  mask,
  chosen,
  disabled,
  onChoose,
  onEdit,
  onRemove,
}: {
  mask: Persona | null;
  chosen: boolean;
  disabled: boolean;
  onChoose: () => void;
  onEdit?: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const name = mask?.name ?? t("chat.persona.none");
  return (
    <li
      data-testid="chat-persona"
      data-mask-id={mask?.maskId ?? ""}
      className={clsx(
        "flex items-center gap-1 rounded-[12px] border pr-1 transition duration-150 ease-out",
        chosen ? "border-accent/60 bg-accent/10" : "border-border bg-bg/60",
      )}
    >
      <button
        type="button"
        data-testid="chat-persona-choose"
        aria-pressed={chosen}
        disabled={disabled}
        onClick={onChoose}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-[12px] px-3 py-2.5 text-left"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-2">
            <span className="truncate text-sm font-medium">{name}</span>
            {mask?.isDefault ? (
              <span className="shrink-0 rounded-full bg-raised px-2 py-0.5 text-[11px] text-muted">
                {t("chat.persona.default")}
              </span>
            ) : null}
          </span>
          <span className="line-clamp-2 text-xs text-muted">
            {mask ? mask.description || t("chat.persona.noDescription") : t("chat.persona.noneHint")}
          </span>
        </span>
        {chosen ? <Check aria-hidden="true" className="size-4 shrink-0 text-accent-soft" /> : null}
      </button>
      {onEdit ? (
        <button
          type="button"
          data-testid="chat-persona-edit"
          onClick={onEdit}
          aria-label={t("chat.persona.edit", { name })}
          title={t("chat.persona.edit", { name })}
          className={iconButton}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          data-testid="chat-persona-remove"
          onClick={onRemove}
          aria-label={t("chat.persona.remove", { name })}
          title={t("chat.persona.remove", { name })}
          className={iconButton}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}

function PersonaList({
  dialogueId,
  onEdit,
  onChosen,
}: {
  dialogueId: string;
  onEdit: (draft: PersonaDraft) => void;
  onChosen: () => void;
}) {
  const { t } = useTranslation();
  const personas = usePersonas(true);
  const chosen = useDialoguePersona(dialogueId);
  const setPersona = useSetPersona();
  const removePersona = useRemovePersona();
  const [removing, setRemoving] = useState<Persona | null>(null);

  const choose = (mask: Persona | null) =>
    setPersona.mutate(
      { dialogueId, maskId: mask?.maskId ?? null },
      {
        onSuccess: () => {
          toast.success(mask ? t("chat.persona.chosen", { name: mask.name }) : t("chat.persona.chosenNone"));
          onChosen();
        },
        onError: toastFailure,
      },
    );

  if (personas.isError) return <p className="text-sm text-red-300">{personas.error.message}</p>;
  if (!personas.data) {
    return <ListSkeleton heights={["h-14", "h-14"]} label={t("common.loading")} />;
  }
  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="chat-persona-list">
        <PersonaRow
          mask={null}
          chosen={chosen === null}
          disabled={setPersona.isPending}
          onChoose={() => choose(null)}
        />
        {personas.data.map((mask) => (
          <PersonaRow
            key={mask.maskId}
            mask={mask}
            chosen={chosen?.maskId === mask.maskId}
            disabled={setPersona.isPending}
            onChoose={() => choose(mask)}
            onEdit={() => onEdit(draftOf(mask))}
            onRemove={() => setRemoving(mask)}
          />
        ))}
      </ul>
      {personas.data.length === 0 ? <p className="text-sm text-muted">{t("chat.persona.empty")}</p> : null}
      <Button
        variant="secondary"
        data-testid="chat-persona-new"
        onClick={() => onEdit(emptyPersona)}
        className="self-start"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t("chat.persona.create")}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t("chat.persona.removeTitle", { name: removing?.name ?? "" })}
        description={t("chat.persona.removeDescription")}
        confirmLabel={t("chat.actions.delete")}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removePersona.mutate(removing.maskId, { onError: toastFailure });
          setRemoving(null);
        }}
      />
    </>
  );
}

/**
 * Personas ("masks"): who the user is in this chat. The character addresses the chosen persona by
 * name and knows its description; the default one is used by new chats.
 */
export function PersonaPicker({
  open,
  onOpenChange,
  dialogueId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogueId: string;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PersonaDraft | null>(null);
  const close = (next: boolean) => {
    if (!next) setEditing(null);
    onOpenChange(next);
  };
  const title = editing
    ? editing.maskId
      ? t("chat.persona.editTitle")
      : t("chat.persona.createTitle")
    : t("chat.persona.title");

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={title}
      description={editing ? undefined : t("chat.persona.intro")}
      testId="chat-persona-dialog"
    >
      {editing ? (
        <PersonaForm initial={editing} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      ) : (
        <PersonaList dialogueId={dialogueId} onEdit={setEditing} onChosen={() => close(false)} />
      )}
    </Dialog>
  );
}
