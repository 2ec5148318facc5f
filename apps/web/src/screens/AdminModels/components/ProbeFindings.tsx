import type { ProbeProblem, SceneProbe } from "@fable/contract";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

export const PROBLEM_KEYS: Record<ProbeProblem, string> = {
  unreachable: "adminModels.problem.unreachable",
  keyRefused: "adminModels.problem.keyRefused",
  modelNotFound: "adminModels.problem.modelNotFound",
  timedOut: "adminModels.problem.timedOut",
  noAnswer: "adminModels.problem.noAnswer",
  brokeOff: "adminModels.problem.brokeOff",
  failed: "adminModels.problem.failed",
};

function Finding({ label, value, testId }: { label: string; value: boolean | null; testId: string }) {
  const { t } = useTranslation();
  const text =
    value === null
      ? t("adminModels.findings.unknown")
      : value
        ? t("adminModels.findings.yes")
        : t("adminModels.findings.no");
  return (
    <div className="flex flex-col gap-0.5 rounded-[10px] bg-raised px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        data-testid={testId}
        data-value={String(value)}
        className={clsx(
          "text-sm font-medium",
          value === true && "text-green-300",
          value === false && "text-red-300",
          value === null && "text-muted",
        )}
      >
        {text}
      </dd>
    </div>
  );
}

/** What the last probe found: reachable, model found, streams, the first piece's time and any problem. */
export function ProbeFindings({ probe }: { probe: SceneProbe | null }) {
  const { t, i18n } = useTranslation();
  if (!probe) return <p className="text-sm text-muted">{t("adminModels.findings.notYet")}</p>;
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-2">
        <Finding
          label={t("adminModels.findings.reachable")}
          value={probe.reachable}
          testId="probe-reachable"
        />
        <Finding
          label={t("adminModels.findings.modelFound")}
          value={probe.modelFound}
          testId="probe-model-found"
        />
        <Finding label={t("adminModels.findings.streams")} value={probe.streams} testId="probe-streams" />
      </dl>
      {probe.problem ? (
        <p data-testid="probe-problem" className="text-sm text-red-300">
          <span className="font-medium">{t(PROBLEM_KEYS[probe.problem])}</span>
          {probe.error ? <span className="text-muted">: {probe.error}</span> : null}
        </p>
      ) : null}
      <p className="text-xs text-muted">
        {probe.firstPieceMs !== null
          ? `${t("adminModels.findings.firstPiece", { ms: probe.firstPieceMs })} · `
          : null}
        {probe.checkedAt
          ? t("adminModels.findings.checkedAt", {
              time: new Date(probe.checkedAt).toLocaleString(i18n.language),
            })
          : null}
      </p>
    </div>
  );
}
