import { ANONYMOUS_AUTHOR, type PostChatLine } from "@fable/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../../components/MessageText";
import { bubbleClass, MessageRow } from "../../Chat/components/Bubble";

/**
 * The chat as it was shared, in the chat's own bubbles: the bot on the left, the author on the right.
 * Text goes through MessageText, so nothing in a shared message can become markup.
 */
export function SharedChat({
  messages,
  botName,
  botAvatar,
}: {
  messages: PostChatLine[];
  botName: string;
  botAvatar: string;
}) {
  const { t } = useTranslation();
  return (
    <ol data-testid="post-chat" aria-label={t("joybook.post.chatLabel")} className="flex flex-col gap-4">
      {messages.map((line, index) => {
        const name = line.name === ANONYMOUS_AUTHOR ? t("joybook.anonymous") : line.name;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a shared chat is a fixed copy without ids
          <li key={index}>
            <MessageRow speaker={line.role} botName={botName} botAvatar={botAvatar}>
              <div
                data-testid="post-message"
                data-role={line.role}
                className={clsx(
                  "flex max-w-full min-w-0 flex-col gap-1",
                  line.role === "user" ? "items-end" : "items-start",
                )}
              >
                <span className="px-1 text-xs text-muted">{name}</span>
                <div className={bubbleClass(line.role)}>
                  <MessageText text={line.text} />
                </div>
              </div>
            </MessageRow>
          </li>
        );
      })}
    </ol>
  );
}
