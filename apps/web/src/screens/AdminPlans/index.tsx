import { type AdminPlanAnswer, PAID_VIP_ENUMS, type PaidVipEnum } from "@fable/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { AdminOnly } from "../../components/AdminOnly";
import { Button } from "../../components/Button";
import { isAdminOnly } from "../../queries/adminModels";
import { useEndPlan, useGrantPlan, useLookUpPlan } from "../../queries/adminPlans";

const field = "h-10 rounded-[12px] border border-border bg-raised px-3 text-sm text-text";

/**
 * /admin/plans: an operator looks an account up by email, gives it a plan for some days (the way to
 * sell plans without a payment provider) or ends its plan now. The server decides who is an admin.
 */
export default function AdminPlans() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState("");
  const [vipEnum, setVipEnum] = useState<PaidVipEnum>("STANDARD");
  const [days, setDays] = useState(30);
  const [account, setAccount] = useState<AdminPlanAnswer | null>(null);
  const lookUp = useLookUpPlan();
  const grant = useGrantPlan();
  const end = useEndPlan();
  const failure = lookUp.error ?? grant.error ?? end.error;
  if (failure && isAdminOnly(failure)) return <AdminOnly testId="plans-forbidden" />;

  const show = (answer: AdminPlanAnswer) => setAccount(answer);
  const onLookUp = (event: FormEvent) => {
    event.preventDefault();
    lookUp.mutate(email.trim(), { onSuccess: show });
  };
  const date = (value: string) =>
    new Date(value).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-5 p-4 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t("adminPlans.title")}</h1>
        <p className="text-sm text-muted">{t("adminPlans.intro")}</p>
      </header>
      <form onSubmit={onLookUp} className="flex gap-2">
        <input
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-label={t("adminPlans.email")}
          placeholder={t("adminPlans.email")}
          data-testid="admin-plans-email"
          className={`${field} flex-1`}
        />
        <Button type="submit" disabled={lookUp.isPending} data-testid="admin-plans-lookup">
          {t("adminPlans.lookUp")}
        </Button>
      </form>
      {failure ? <p className="text-sm text-danger">{failure.message}</p> : null}
      {account ? (
        <section
          data-testid="admin-plans-account"
          className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-5"
        >
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-semibold">{account.email}</p>
            <p data-testid="admin-plans-current">
              {t("adminPlans.current", { plan: account.vipEnum })}
              {account.subscription
                ? ` · ${t("adminPlans.until", { date: date(account.subscription.periodEnd), provider: account.subscription.provider })}`
                : ""}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t("adminPlans.plan")}
              <select
                value={vipEnum}
                onChange={(event) => setVipEnum(event.target.value as PaidVipEnum)}
                className={field}
                data-testid="admin-plans-plan"
              >
                {PAID_VIP_ENUMS.map((plan) => (
                  <option key={plan} value={plan}>
                    {plan}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t("adminPlans.days")}
              <input
                type="number"
                min={1}
                max={3660}
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className={`${field} w-24`}
                data-testid="admin-plans-days"
              />
            </label>
            <Button
              data-testid="admin-plans-grant"
              disabled={grant.isPending}
              onClick={() =>
                grant.mutate(
                  { email: account.email, vipEnum, days },
                  {
                    onSuccess: (answer) => {
                      show(answer);
                      toast.success(t("adminPlans.granted"));
                    },
                  },
                )
              }
            >
              {t("adminPlans.grant")}
            </Button>
            {account.subscription ? (
              <Button
                variant="dangerGhost"
                data-testid="admin-plans-end"
                disabled={end.isPending}
                onClick={() => {
                  if (!window.confirm(t("adminPlans.endConfirm"))) return;
                  end.mutate(account.email, {
                    onSuccess: (answer) => {
                      show(answer);
                      toast.success(t("adminPlans.ended"));
                    },
                  });
                }}
              >
                {t("adminPlans.end")}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </main>
  );
}
