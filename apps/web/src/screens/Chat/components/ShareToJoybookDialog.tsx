import { type ChatMessage, JOYBOOK_LIMITS, type PostCard } from "@fable/contract";
import { clsx } from "clsx";
import { Sparkles } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { FieldError } from "../../../components/FieldError";
import { useAddPost, usePostSummary } from "../../../queries/joybook";
import { joybookFailureMessage } from "../../Joybook/failures";
import { postPath } from "../../Joybook/paths";
import {
  chosenIds,
  defaultSelection,
  shareableMessages,
  shareProblem,
  toggleSelection,
} from "../shareSelection";
import { alreadyReported } from "../toastFailure";
import { ShareMessagePicker } from "./ShareMessagePicker";

const field =
  "w-full min-w-0 rounded-[10px] border border-border bg-bg px-3.5 text-base text-text transition duration-150 ease-out placeholder:text-muted/70 hover:border-accent/40 focus:border-accent focus:outline-none md:text-sm";

interface ShareToJoybookProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dialogueId: string;
  botName: string;
  messages: ChatMessage[];
}

/** The form, mounted afresh at each opening so it starts from the chat as it is now. */
function ShareForm({
  dialogueId,
  botName,
  messages,
  onShared,
}: Omit<ShareToJoybookProps, "open" | "onOpenChange"> & {
  onShared: (post: PostCard) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const choices = useMemo(() => shareableMessages(messages), [messages]);
  const [selected, setSelected] = useState(() => defaultSelection(choices));
  const [title, setTitle] = useState("");
  const [summary, setSummary] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  // A key of the catalog (checked here) or the server's message (e.g. 'Beep! Unsuitable content for share').
  const [error, setError] = useState<{ key: string } | { message: string } | null>(null);
  const generate = usePostSummary();
  const add = useAddPost();
  const serverFailed = (failure: Error) => {
    if (!alreadyReported(failure)) setError({ message: joybookFailureMessage(failure, t) });
  };

  const summarize = () => {
    if (selected.size === 0) return setError({ key: "joybook.share.chooseMessages" });
    setError(null);
    generate.mutate(
      { dialogueId, msgIds: chosenIds(choices, selected) },
      {
        onSuccess: (result) => setSummary(result.summary.slice(0, JOYBOOK_LIMITS.summaryMax)),
        onError: serverFailed,
      },
    );
  };
  const submit = () => {
    const problem = shareProblem({ selected, title });
    if (problem) return setError({ key: `joybook.share.${problem}` });
    setError(null);
    add.mutate(
      {
        dialogueId,
        msgIds: chosenIds(choices, selected),
        title: title.trim(),
        summary: summary.trim(),
        showAuthor: !anonymous,
      },
      { onSuccess: onShared, onError: serverFailed },
    );
  };

  if (choices.length === 0) return <p className="text-sm text-muted">{t("joybook.share.nothing")}</p>;
  const errorText = error ? ("key" in error ? t(error.key) : error.message) : null;
  return (
    <form
      data-testid="share-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ShareMessagePicker
        messages={choices}
        selected={selected}
        botName={botName}
        onToggle={(msgId) => setSelected((current) => toggleSelection(current, msgId))}
        onSelectAll={() => setSelected(defaultSelection(choices))}
        onClear={() => setSelected(new Set())}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-medium">
          {t("joybook.share.title")}
        </label>
        <input
          id={`${id}-title`}
          data-testid="share-title"
          value={title}
          maxLength={JOYBOOK_LIMITS.titleMax}
          placeholder={t("joybook.share.titlePlaceholder")}
          onChange={(event) => setTitle(event.target.value)}
          className={clsx(field, "h-11")}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={`${id}-summary`} className="text-sm font-medium">
            {t("joybook.share.summary")}
          </label>
          <Button
            variant="ghost"
            size="sm"
            data-testid="share-generate"
            disabled={generate.isPending}
            onClick={summarize}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {generate.isPending ? t("joybook.share.generating") : t("joybook.share.generate")}
          </Button>
        </div>
        <textarea
          id={`${id}-summary`}
          data-testid="share-summary"
          value={summary}
          rows={3}
          maxLength={JOYBOOK_LIMITS.summaryMax}
          placeholder={t("joybook.share.summaryPlaceholder")}
          onChange={(event) => setSummary(event.target.value)}
          className={clsx(field, "resize-none py-2.5")}
        />
        <span className="self-end text-xs text-muted tabular-nums">
          {summary.length}/{JOYBOOK_LIMITS.summaryMax}
        </span>
      </div>
      <label className="flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          type="checkbox"
          data-testid="share-anonymous"
          checked={anonymous}
          onChange={(event) => setAnonymous(event.target.checked)}
          className="mt-0.5 size-4 accent-accent"
        />
        <span className="flex flex-col">
          <span className="font-medium">{t("joybook.share.anonymous")}</span>
          <span className="text-xs text-muted">{t("joybook.share.anonymousHint")}</span>
        </span>
      </label>
      <FieldError id={`${id}-error`} error={errorText} testId="share" />
      <Button type="submit" data-testid="share-submit" disabled={add.isPending}>
        {add.isPending ? t("joybook.share.sharing") : t("joybook.share.submit")}
      </Button>
    </form>
  );
}

/** "Share to Joybook" from the chat menu: choose messages, title and summary, then publish. */
export function ShareToJoybookDialog({ open, onOpenChange, ...form }: ShareToJoybookProps) {
  const { t } = useTranslation();
  const [shared, setShared] = useState<PostCard | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setShared(null);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t("joybook.share.dialogTitle")}
      description={t("joybook.share.description")}
      testId="share-dialog"
    >
      {shared ? (
        <div data-testid="share-done" className="flex flex-col items-start gap-4">
          <p className="text-sm">{t("joybook.share.done")}</p>
          <Link
            to={postPath(shared.id)}
            data-testid="share-post-link"
            onClick={() => changeOpen(false)}
            className={buttonClass("primary")}
          >
            {t("joybook.share.viewPost")}
          </Link>
        </div>
      ) : open ? (
        <ShareForm {...form} onShared={setShared} />
      ) : null}
    </Dialog>
  );
}
