import { Coins, ListChecks, type LucideIcon, MessageCircle, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { parsePlan } from "../../lib/plan";
import { useUserStatus } from "../../queries/user";
import { useDailyRewardStore } from "../../stores/dailyReward";
import { buttonClass } from "../Button";
import { Dialog } from "../Dialog";

interface RewardAction {
  to: string;
  testId: string;
  label: string;
  Icon: LucideIcon;
  variant: "primary" | "secondary";
}

/**
 * The daily reward modal (spec §4, docs/product.md#daily-reward): the credits granted today and the
 * new balance, a link to the tasks, and Upgrade (Chat now for premium members). Closing it, by any
 * way, sets the granted number to 0.
 */
export default function DailyRewardModal() {
  const { t } = useTranslation();
  const granted = useDailyRewardStore((state) => state.granted);
  const balance = useDailyRewardStore((state) => state.balance);
  const close = useDailyRewardStore((state) => state.close);
  const premium = parsePlan(useUserStatus().data?.vipEnum).tier === "PREMIUM";
  const actions: RewardAction[] = [
    premium
      ? {
          to: "/",
          testId: "daily-reward-chat",
          label: t("billing.daily.chat"),
          Icon: MessageCircle,
          variant: "primary",
        }
      : {
          to: "/billing?tab=plans",
          testId: "daily-reward-upgrade",
          label: t("billing.daily.upgrade"),
          Icon: Sparkles,
          variant: "primary",
        },
    {
      to: "/billing?tab=task",
      testId: "daily-reward-tasks",
      label: t("billing.daily.tasks"),
      Icon: ListChecks,
      variant: "secondary",
    },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t("billing.daily.title")}
      testId="daily-reward-modal"
    >
      <div className="flex flex-col items-center gap-2 rounded-[12px] border border-border bg-raised px-4 py-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-gold/15 text-gold">
          <Coins aria-hidden="true" className="size-7" />
        </span>
        <p
          data-testid="daily-reward-amount"
          data-amount={granted}
          className="text-3xl font-semibold text-gold"
        >
          {t("billing.daily.amount", { count: granted })}
        </p>
        <p className="text-sm text-muted">{t("billing.daily.body")}</p>
        <p data-testid="daily-reward-balance" className="text-sm">
          {t("billing.daily.balance", { count: balance })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {actions.map(({ to, testId, label, Icon, variant }) => (
          <Link
            key={testId}
            to={to}
            onClick={close}
            data-testid={testId}
            className={buttonClass(variant, "md", "flex-1")}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Link>
        ))}
      </div>
    </Dialog>
  );
}
