import type { AdminModelScene } from "@fable/contract";
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { badgeStateOf, samplingEntries } from "../modelsView";
import { ProbeFindings } from "./ProbeFindings";
import { StatusBadge } from "./StatusBadge";
import { TestMessageForm } from "./TestMessageForm";
import { UsageBars } from "./UsageBars";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate text-sm">{children}</dd>
    </div>
  );
}

/** One model scene: its settings, the last probe's findings, a re-check, a test message and its usage. */
export function SceneCard({
  scene,
  days,
  onRecheck,
  rechecking,
}: {
  scene: AdminModelScene;
  days: number;
  onRecheck: () => void;
  rechecking: boolean;
}) {
  const { t, i18n } = useTranslation();
  const none = t("adminModels.details.none");
  const sampling = samplingEntries(scene.sampling);
  const state = rechecking ? "checking" : badgeStateOf(scene.probe);
  return (
    <li
      data-testid="model-scene"
      data-scene-id={scene.id}
      className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 truncate text-base font-semibold">{scene.label}</h2>
        <StatusBadge state={state} />
        {scene.default ? (
          <span className="rounded-full border border-accent/40 bg-accent/20 px-2 py-0.5 text-[11px] font-semibold text-accent-soft">
            {t("adminModels.default")}
          </span>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto"
          onClick={onRecheck}
          disabled={rechecking}
          aria-label={t("adminModels.recheckLabel", { name: scene.label })}
          data-testid="model-recheck"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("adminModels.recheck")}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Detail label={t("adminModels.details.provider")}>{scene.provider}</Detail>
        <Detail label={t("adminModels.details.model")}>{scene.model}</Detail>
        <Detail label={t("adminModels.details.host")}>
          {scene.host ?? t("adminModels.details.builtIn")}
        </Detail>
        <Detail label={t("adminModels.details.template")}>{scene.template ?? none}</Detail>
        <Detail label={t("adminModels.details.context")}>
          {scene.contextWindow.toLocaleString(i18n.language)}
        </Detail>
        <Detail label={t("adminModels.details.maxReply")}>
          {scene.maxReplyTokens.toLocaleString(i18n.language)}
        </Detail>
        <Detail label={t("adminModels.details.plans")}>{scene.plans.join(", ") || none}</Detail>
        <Detail label={t("adminModels.details.sampling")}>
          {sampling.length ? sampling.map(([name, value]) => `${name} ${value}`).join(", ") : none}
        </Detail>
      </dl>
      <ProbeFindings probe={scene.probe} />
      <TestMessageForm sceneId={scene.id} />
      <UsageBars usage={scene.usage} days={days} />
    </li>
  );
}
