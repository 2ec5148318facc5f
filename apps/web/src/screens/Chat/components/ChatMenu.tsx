import type { ChatMessage, ChatPicture } from "@fable/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  BookHeart,
  Brain,
  Ellipsis,
  Flag,
  History,
  Images,
  MessageSquarePlus,
  ShieldAlert,
  SquarePen,
  VenetianMask,
} from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../components/Dialog";
import { useDialoguePersona, useKnownNsfw } from "../../../queries/chatSettings";
import { ReportDialog } from "../../BotProfile/components/ReportDialog";
import { AdultContentDialog } from "./AdultContentDialog";
import { GalleryDialog } from "./GalleryDialog";
import { PersonaPicker } from "./PersonaPicker";
import { SavedChats } from "./SavedChats";
import { ShareToJoybookDialog } from "./ShareToJoybookDialog";
import { VoiceAutoPlayItem } from "./VoiceAutoPlayItem";

const menuClass =
  "animate-pop-in z-50 min-w-60 max-w-[min(92vw,320px)] rounded-[12px] border border-border bg-surface p-1.5 shadow-2xl";
const itemClass =
  "flex min-h-10 cursor-pointer items-center gap-3 rounded-[8px] px-3 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-raised data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50";
const icon = "size-4 shrink-0 text-muted";

type Panel = "persona" | "saved" | "adult" | "share" | "report" | "gallery";

export interface ChatMenuProps {
  botId: string;
  botName: string;
  dialogueId: string;
  /** A reply is being written or another dialogue is opening: switching chats waits. */
  busy: boolean;
  /** Small screens keep New chat and Memory here instead of in the header. */
  compact: boolean;
  onNewChat: () => void;
  onOpenMemory: () => void;
  onSaveAndNew: () => void;
  savedChatHref: (dialogueId: string) => string;
  onOpenSaved: (dialogueId: string) => void;
  /** The screen was opened from the Chats page's saved chats link: the list shows at once. */
  savedChatsOpenAtStart?: boolean;
  /** The loaded messages of this dialogue, to choose from when sharing it to Joybook. */
  messages: ChatMessage[];
  /** Pictures unlocked in the gallery, so the chat shows them open. */
  onPicturesUnlocked: (pictures: ChatPicture[]) => void;
}

/** The header's "more" menu: chats, persona, adult content and reporting the bot; each panel opens as a dialog. */
export function ChatMenu(props: ChatMenuProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel | null>(props.savedChatsOpenAtStart ? "saved" : null);
  const persona = useDialoguePersona(props.dialogueId);
  const nsfw = useKnownNsfw();
  // Opening a dialog from the menu: focus belongs to the dialog, not back on the menu button.
  const openingDialog = useRef(false);
  const open = (next: Panel) => {
    openingDialog.current = true;
    setPanel(next);
  };
  const closePanel = (next: boolean) => {
    if (!next) setPanel(null);
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-testid="chat-menu-button"
          aria-label={t("chat.menu.more")}
          title={t("chat.menu.more")}
          className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text data-[state=open]:bg-raised data-[state=open]:text-text"
        >
          <Ellipsis aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            data-testid="chat-menu"
            onCloseAutoFocus={(event) => {
              if (openingDialog.current) event.preventDefault();
              openingDialog.current = false;
            }}
            className={menuClass}
          >
            {props.compact ? (
              <>
                <DropdownMenu.Item
                  className={itemClass}
                  disabled={props.busy}
                  onSelect={props.onNewChat}
                  data-testid="chat-menu-new"
                >
                  <SquarePen aria-hidden="true" className={icon} />
                  {t("chat.newChat")}
                </DropdownMenu.Item>
                <DropdownMenu.Item
                  className={itemClass}
                  onSelect={() => {
                    openingDialog.current = true;
                    props.onOpenMemory();
                  }}
                  data-testid="chat-menu-memory"
                >
                  <Brain aria-hidden="true" className={icon} />
                  {t("chat.memory.open")}
                </DropdownMenu.Item>
              </>
            ) : null}
            <DropdownMenu.Item
              className={itemClass}
              disabled={props.busy}
              onSelect={props.onSaveAndNew}
              data-testid="chat-menu-save-new"
            >
              <MessageSquarePlus aria-hidden="true" className={icon} />
              {t("chat.menu.saveAndNew")}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => open("saved")}
              data-testid="chat-menu-saved"
            >
              <History aria-hidden="true" className={icon} />
              {t("chat.menu.savedChats")}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => open("gallery")}
              data-testid="chat-menu-gallery"
            >
              <Images aria-hidden="true" className={icon} />
              {t("pictures.gallery")}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              disabled={props.busy}
              onSelect={() => open("share")}
              data-testid="chat-menu-share"
            >
              <BookHeart aria-hidden="true" className={icon} />
              {t("joybook.share.menu")}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => open("persona")}
              data-testid="chat-menu-persona"
            >
              <VenetianMask aria-hidden="true" className={icon} />
              <span className="flex min-w-0 flex-col">
                <span>{t("chat.menu.persona")}</span>
                <span data-testid="chat-menu-persona-name" className="truncate text-xs text-muted">
                  {persona === undefined
                    ? t("chat.menu.personaHint")
                    : t("chat.menu.speakingAs", { name: persona?.name ?? t("chat.persona.none") })}
                </span>
              </span>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => open("adult")}
              data-testid="chat-menu-adult"
            >
              <ShieldAlert aria-hidden="true" className={icon} />
              <span className="flex-1">{t("chat.adult.title")}</span>
              {nsfw === undefined ? null : (
                <span className="text-xs text-muted">{nsfw ? t("chat.menu.on") : t("chat.menu.off")}</span>
              )}
            </DropdownMenu.Item>
            <VoiceAutoPlayItem botId={props.botId} itemClass={itemClass} iconClass={icon} />
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => open("report")}
              data-testid="chat-menu-report"
            >
              <Flag aria-hidden="true" className={icon} />
              {t("reviews.report.action")}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <PersonaPicker open={panel === "persona"} onOpenChange={closePanel} dialogueId={props.dialogueId} />
      <Dialog
        open={panel === "saved"}
        onOpenChange={closePanel}
        title={t("chat.saved.title")}
        description={t("chat.saved.description", { name: props.botName })}
        testId="chat-saved-dialog"
      >
        <SavedChats
          botId={props.botId}
          currentDialogueId={props.dialogueId}
          hrefFor={props.savedChatHref}
          onOpen={(dialogueId) => {
            setPanel(null);
            props.onOpenSaved(dialogueId);
          }}
        />
      </Dialog>
      <AdultContentDialog open={panel === "adult"} onOpenChange={closePanel} />
      <GalleryDialog
        open={panel === "gallery"}
        onOpenChange={closePanel}
        botId={props.botId}
        botName={props.botName}
        dialogueId={props.dialogueId}
        onUnlocked={props.onPicturesUnlocked}
      />
      <ShareToJoybookDialog
        open={panel === "share"}
        onOpenChange={closePanel}
        dialogueId={props.dialogueId}
        botName={props.botName}
        messages={props.messages}
      />
      <ReportDialog
        target={{ type: "bot", id: props.botId, name: props.botName }}
        open={panel === "report"}
        onOpenChange={closePanel}
      />
    </>
  );
}
