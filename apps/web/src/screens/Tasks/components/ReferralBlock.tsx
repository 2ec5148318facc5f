import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { Skeleton } from "../../../components/Skeleton";
import { copyText } from "../../../lib/clipboard";
import { useInvitation } from "../../../queries/missions";

/** The viewer's invitation link with a copy button, and how their invitations went. */
export function ReferralBlock() {
  const { t } = useTranslation();
  const invitation = useInvitation();
  const info = invitation.data;
  if (!info) return invitation.isError ? null : <Skeleton className="h-32 w-full rounded-[12px]" />;

  const figures = [
    { label: t("tasks.referral.invited"), value: info.invited, testId: "referral-invited" },
    { label: t("tasks.referral.qualified"), value: info.rewarded, testId: "referral-qualified" },
    { label: t("tasks.referral.earned"), value: info.creditsEarned, testId: "referral-earned" },
  ];
  return (
    <div
      data-testid="referral-block"
      className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4"
    >
      <p className="text-sm text-muted">{t("tasks.referral.explain", { count: info.reward })}</p>
      <div className="flex items-center gap-2">
        <label className="sr-only" htmlFor="invitation-link">
          {t("tasks.referral.linkLabel")}
        </label>
        <input
          id="invitation-link"
          readOnly
          value={info.link}
          data-testid="referral-link"
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-raised px-4 text-sm text-text"
        />
        <Button
          variant="secondary"
          data-testid="referral-copy"
          onClick={async () => {
            if (await copyText(info.link)) toast.success(t("tasks.referral.copySuccess"));
            else toast.error(t("tasks.referral.copyFailed"));
          }}
        >
          <Copy aria-hidden="true" className="size-4" />
          {t("tasks.referral.copy")}
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map((figure) => (
          <div key={figure.testId} className="rounded-[8px] bg-raised px-2 py-3">
            <dd data-testid={figure.testId} className="text-lg font-semibold text-text tabular-nums">
              {figure.value}
            </dd>
            <dt className="text-xs text-muted">{figure.label}</dt>
          </div>
        ))}
      </dl>
    </div>
  );
}
