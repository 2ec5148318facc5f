import type { BotCreationConfig } from "@fable/contract";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/Button";

/**
 * The form's end: how many bots the user has, and the submit button — or, at the cap, the spec's
 * message and a way to My Bots instead (docs/product.md#creator).
 */
export function SubmitBar({
  kind,
  config,
  pending,
  canSave,
}: {
  kind: "create" | "edit";
  config: BotCreationConfig | undefined;
  pending: boolean;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const atCap = kind === "create" && config !== undefined && config.ownedBots >= config.maxBots;
  return (
    <div className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-0.5 text-sm">
        {config ? (
          <span className="text-muted tabular-nums" data-testid="create-bot-count">
            {t("create.submit.count", { owned: config.ownedBots, max: config.maxBots })}
          </span>
        ) : null}
        {config?.reviewMode === "manual" ? (
          <span className="text-xs text-muted">{t("create.submit.reviewNote")}</span>
        ) : null}
      </div>
      {atCap ? (
        <div role="alert" data-testid="create-cap" className="flex flex-col gap-2 sm:items-end">
          <p className="text-sm text-warning">{t("create.errors.tooManyBots")}</p>
          <Link to="/mine" className={buttonClass("secondary", "sm")}>
            {t("create.submit.myBots")}
          </Link>
        </div>
      ) : (
        <Button
          type="submit"
          disabled={pending || !canSave}
          aria-busy={pending || undefined}
          data-testid="create-submit"
          className="h-11 min-w-40"
        >
          {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {kind === "create" ? t("create.submit.create") : t("create.submit.save")}
        </Button>
      )}
    </div>
  );
}
