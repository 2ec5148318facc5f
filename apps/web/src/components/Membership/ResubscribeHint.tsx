import type { UserStatus } from "@fable/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { daysSinceEnd } from "../../lib/resubscribeHint";
import { useResubscribe, useSetReminded } from "../../queries/plans";

/**
 * Shown once after a membership ends (spec §2, §4): "ended today" or "ended N days ago", with
 * Resubscribe. Closing it, or resubscribing, marks it reminded (`/uservip/setReminded`).
 */
export default function ResubscribeHint({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const reminded = useSetReminded();
  const resubscribe = useResubscribe();
  const days = daysSinceEnd(status.lastVipEndTime ?? "", new Date());
  const close = () => reminded.mutate();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title={days === 0 ? t("membership.endedToday") : t("membership.endedDaysAgo", { count: days })}
      description={t("membership.resubscribeWhy")}
      testId="resubscribe-hint"
    >
      {resubscribe.error ? <p className="text-sm text-danger">{resubscribe.error.message}</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={close}>
          {t("membership.notNow")}
        </Button>
        <Button
          data-testid="resubscribe-button"
          disabled={resubscribe.isPending}
          onClick={() => {
            reminded.mutate();
            resubscribe.mutate();
          }}
        >
          {t("membership.resubscribe")}
        </Button>
      </div>
    </Dialog>
  );
}
