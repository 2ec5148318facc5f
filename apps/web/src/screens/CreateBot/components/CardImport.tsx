import type { ImportedBot } from "@fable/contract";
import { clsx } from "clsx";
import { FileUp, LoaderCircle } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useImportCard } from "../../../queries/creation";
import { CARD_EXTENSIONS, isCardFile } from "../avatarFile";
import { CARD_MESSAGE_VALUES, cardMessageKey } from "../cardMessages";
import { createToast } from "../toast";

/**
 * Card import (docs/product.md#card-import): a Tavern card file (JSON, PNG or CHARX) becomes a
 * private draft, which then opens in the edit form.
 */
export function CardImport({
  disabled,
  onImported,
}: {
  disabled: boolean;
  onImported: (bot: ImportedBot) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importCard = useImportCard();
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = (file: File | undefined) => {
    if (!file || disabled || importCard.isPending) return;
    if (!isCardFile(file.name)) {
      setError(t("create.import.wrongType"));
      return;
    }
    setError(null);
    importCard.mutate(file, {
      onSuccess: onImported,
      onError: (failure) => {
        // The server says what is wrong with the card (bad JSON, a lorebook file, a zip bomb …),
        // in the contract's words when it can, which the catalogs translate.
        const key = cardMessageKey(failure.message);
        const message = key ? t(key, CARD_MESSAGE_VALUES) : failure.message || t("create.import.failed");
        setError(message);
        createToast.error(message);
      },
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={t("create.import.title")}
        data-testid="create-import-drop"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          "flex flex-col items-center gap-3 rounded-[12px] border-2 border-dashed px-6 py-10 text-center transition duration-150 ease-out",
          dragging ? "border-accent bg-accent/10" : "border-border bg-surface",
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-2xl border border-accent/40 bg-accent/10 text-accent-soft">
          {importCard.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          ) : (
            <FileUp aria-hidden="true" className="size-6" />
          )}
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold">{t("create.import.title")}</h2>
          <p className="max-w-md text-sm text-muted">{t("create.import.body")}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={CARD_EXTENSIONS.map((extension) => `.${extension}`).join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="create-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            start(file);
          }}
        />
        <Button
          onClick={() => input.current?.click()}
          disabled={disabled || importCard.isPending}
          aria-busy={importCard.isPending || undefined}
        >
          {importCard.isPending ? t("create.import.importing") : t("create.import.choose")}
        </Button>
      </section>
      {error ? (
        <p role="alert" data-testid="create-import-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the import made, shown above the draft's edit form. */
export function ImportSummary({ bot }: { bot: ImportedBot }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="create-import-summary"
      className="flex flex-col gap-1 rounded-[12px] border border-success/40 bg-success/10 px-4 py-3 text-sm"
    >
      <p className="font-medium text-text">
        {t("create.import.done", { name: bot.characterName || bot.botName })}
      </p>
      <p className="text-muted">
        {t("create.import.counts", {
          lore: bot.loreCount,
          greetings: bot.alternateGreetingCount + (bot.greeting ? 1 : 0),
        })}
      </p>
    </div>
  );
}
