import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { copyText } from "../../../lib/clipboard";
import { useUserInfo, useUserStatus } from "../../../queries/user";
import { useUiStore } from "../../../stores/ui";
import { buttonClass } from "../../Button";
import { usePlanLabel } from "../../Membership/PlanLabel";
import { Skeleton } from "../../Skeleton";
import { CreditsRow } from "./CreditsRow";
import { NameRow } from "./NameRow";
import { InfoRow, RowIconButton, SectionTitle } from "./parts";

/**
 * Public name (editable), UID with a copy button, email, the plan with Manage Subscription and the
 * credits (docs/product.md#settings-modal).
 */
export function AccountSection() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const status = useUserStatus();
  const closeSettings = () => useUiStore.getState().setSettingsOpen(false);
  const planLabel = usePlanLabel(status.data?.vipEnum);
  const user = info.data;

  if (info.isPending) {
    return (
      <section aria-busy="true" className="flex flex-col gap-2">
        <SectionTitle>{t("settings.account")}</SectionTitle>
        <Skeleton className="h-10 rounded-[10px]" />
        <Skeleton className="h-10 rounded-[10px]" />
        <Skeleton className="h-10 rounded-[10px]" />
      </section>
    );
  }

  return (
    <section data-testid="settings-account" className="flex flex-col gap-2">
      <SectionTitle>{t("settings.account")}</SectionTitle>
      {user ? (
        <>
          <NameRow name={user.userName} />
          <InfoRow label={t("settings.uid")}>
            <span data-testid="settings-uid" className="truncate font-mono">
              {user.id}
            </span>
            <RowIconButton
              label={t("settings.copyUid")}
              testId="settings-copy-uid"
              onClick={async () => {
                if (await copyText(user.id)) toast.success(t("settings.copySuccess"));
                else toast.error(t("settings.copyFailed"));
              }}
            >
              <Copy aria-hidden="true" className="size-4" />
            </RowIconButton>
          </InfoRow>
          <InfoRow label={t("settings.email")}>
            <span data-testid="settings-email" className="truncate">
              {user.email ?? t("settings.noEmail")}
            </span>
          </InfoRow>
          {user.removalScheduledAt ? (
            <p data-testid="settings-removal-scheduled" role="status" className="text-sm text-warning">
              {t("settings.removal.pendingNote", {
                date: new Date(user.removalScheduledAt).toLocaleDateString(),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted">{info.error?.message || t("common.loadFailed")}</p>
      )}
      <InfoRow label={t("settings.plan")}>
        {status.isPending ? (
          <Skeleton className="h-4 w-16" />
        ) : (
          <span data-testid="settings-plan">{planLabel}</span>
        )}
        <Link
          to="/billing?tab=plans"
          onClick={closeSettings}
          data-testid="settings-manage-subscription"
          className={buttonClass("secondary", "sm", "shrink-0")}
        >
          {t("settings.manageSubscription")}
        </Link>
      </InfoRow>
      <CreditsRow />
    </section>
  );
}
