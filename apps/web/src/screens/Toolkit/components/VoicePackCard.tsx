import type { VoicePack } from "@fable/contract";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, LoaderCircle, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { PlayButton } from "../../../components/Voice/PlayButton";
import { useDeleteVoicePack, useRetrainVoicePack } from "../../../queries/voice";
import { formatSeconds } from "../packText";
import { PackDeleteButton } from "./PackDeleteButton";

const STATE_ICON = { training: LoaderCircle, completed: CircleCheck, failed: CircleAlert } as const;

/** The state chip: training (spinning), completed, or failed; shared by voice and image packs. */
export function StateChip({
  state,
  testId = "voice-pack-state",
}: {
  state: VoicePack["state"];
  testId?: string;
}) {
  const { t } = useTranslation();
  const Icon = STATE_ICON[state];
  const label =
    state === "training"
      ? t("voice.pack.state.training")
      : state === "completed"
        ? t("voice.pack.state.completed")
        : t("voice.pack.state.failed");
  return (
    <span
      data-testid={testId}
      data-state={state}
      role="status"
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium",
        state === "failed"
          ? "bg-danger/15 text-danger"
          : state === "completed"
            ? "bg-success/15 text-success"
            : "bg-accent/15 text-accent-soft",
      )}
    >
      <Icon aria-hidden="true" className={clsx("size-3.5", state === "training" && "animate-spin")} />
      {label}
    </span>
  );
}

/**
 * One voice pack in the Toolkit: name, state, how it was made, a preview once finished, delete
 * (confirmed) and — after a failure — train again (spec §4: training is not stopped or edited).
 */
export function VoicePackCard({ pack }: { pack: VoicePack }) {
  const { t } = useTranslation();
  const retrain = useRetrainVoicePack();
  const remove = useDeleteVoicePack();
  const onError = (error: Error) => toast.error(error.message || t("voice.pack.actionFailed"));
  const source =
    pack.source === "upload"
      ? t("voice.pack.fromUpload")
      : t("voice.pack.fromRecording", { count: pack.sampleCount });

  return (
    <li
      data-testid="voice-pack"
      data-pack-id={pack.id}
      className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 data-testid="voice-pack-name" className="truncate font-semibold">
            {pack.name}
          </h3>
          <p className="text-xs text-muted">
            {source} · {formatSeconds(pack.totalSeconds)}
            {pack.botsUsing > 0 ? ` · ${t("voice.pack.botsUsing", { count: pack.botsUsing })}` : ""}
          </p>
        </div>
        <StateChip state={pack.state} />
      </div>
      {pack.state === "failed" ? (
        <p data-testid="voice-pack-failure" className="text-sm text-danger">
          {pack.failureReason || t("voice.pack.failedNoReason")}
        </p>
      ) : null}
      {pack.warning ? (
        <p data-testid="voice-pack-warning" className="text-xs text-warning">
          {pack.warning}
        </p>
      ) : null}
      {pack.method === "approximation" ? (
        <p data-testid="voice-pack-approximation" className="text-xs text-muted">
          {t("voice.pack.approximation")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {pack.state === "completed" && pack.previewUrl ? (
          <span className="flex items-center gap-1 text-sm text-muted">
            <PlayButton
              playKey={`pack:${pack.id}`}
              testId="voice-pack-preview"
              label={t("voice.pack.preview")}
              load={() => Promise.resolve({ playUrl: [pack.previewUrl!] })}
            />
            {t("voice.pack.preview")}
          </span>
        ) : null}
        {pack.state === "failed" ? (
          <Button
            variant="secondary"
            size="sm"
            data-testid="voice-pack-retry"
            disabled={retrain.isPending}
            onClick={() => retrain.mutate(pack.id, { onError })}
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t("voice.pack.retry")}
          </Button>
        ) : null}
        <PackDeleteButton
          name={pack.name}
          training={pack.state === "training"}
          pending={remove.isPending}
          testId="voice-pack-delete"
          description={t("voice.pack.confirmDelete.description")}
          remove={(callbacks) => remove.mutate(pack.id, callbacks)}
        />
      </div>
    </li>
  );
}
