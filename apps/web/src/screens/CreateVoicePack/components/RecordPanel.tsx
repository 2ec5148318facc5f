import { VOICE_LIMITS } from "@fable/contract";
import { Mic, RotateCcw, Square, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { PlayButton } from "../../../components/Voice/PlayButton";
import { formatSeconds } from "../../Toolkit/packText";
import { canAddSample, canStop, elapsedMs, secondsUntilStop } from "../recorder";
import type { Recorder } from "../useRecorder";
import { LevelMeter } from "./LevelMeter";
import { scriptLines } from "./scriptLines";

/** What is being recorded now: the line to read, the countdown to the shortest sample, Stop. */
function Recording({ recorder, line }: { recorder: Recorder; line: string }) {
  const { t } = useTranslation();
  const { state, now } = recorder;
  const left = secondsUntilStop(state, now);
  return (
    <div
      data-testid="voice-recording"
      className="flex flex-col gap-3 rounded-[12px] border border-accent/50 bg-accent/10 p-4"
    >
      <p className="text-xs font-medium text-accent-soft">
        {t("voice.record.readThis", { number: (state.slot ?? 0) + 1 })}
      </p>
      <p className="text-lg leading-relaxed">{line}</p>
      <div className="flex items-center gap-3">
        <Button
          variant="danger"
          data-testid="voice-record-stop"
          disabled={!canStop(state, now)}
          onClick={recorder.stop}
        >
          <Square aria-hidden="true" className="size-3.5 fill-current" />
          {left > 0 ? t("voice.record.stopIn", { seconds: left }) : t("voice.record.stop")}
        </Button>
        <span data-testid="voice-record-elapsed" className="font-mono text-sm text-muted" role="timer">
          {formatSeconds(elapsedMs(state, now) / 1000)}
        </span>
      </div>
    </div>
  );
}

/**
 * Live recording (spec §5): 5-10 samples, each over 3 seconds, a line to read for each, a level
 * meter, and re-record or remove for any sample.
 */
export function RecordPanel({ recorder }: { recorder: Recorder }) {
  const { t } = useTranslation();
  const { state, level } = recorder;
  const lines = scriptLines(t);

  if (state.phase === "idle" || state.phase === "asking" || state.phase === "denied") {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted">{t("voice.record.intro")}</p>
        {state.phase === "denied" ? (
          <p data-testid="voice-mic-denied" role="alert" className="text-sm text-danger">
            {t("voice.record.denied")}
          </p>
        ) : null}
        <Button
          data-testid="voice-mic-allow"
          disabled={state.phase === "asking"}
          onClick={() => void recorder.ask()}
        >
          <Mic aria-hidden="true" className="size-4" />
          {t("voice.record.allow")}
        </Button>
      </div>
    );
  }

  const busy = state.phase !== "ready";
  const nextSlot = state.takes.length;
  return (
    <div className="flex flex-col gap-4">
      <LevelMeter level={level} active={state.phase === "recording"} />
      <p data-testid="voice-sample-count" className="text-sm text-muted">
        {t("voice.record.count", {
          count: state.takes.length,
          min: VOICE_LIMITS.samplesMin,
          max: VOICE_LIMITS.samplesMax,
        })}
      </p>
      {state.error === "unreadable" ? (
        <p role="alert" className="text-sm text-danger">
          {t("voice.record.unreadable")}
        </p>
      ) : null}
      {state.takes.length ? (
        <ol data-testid="voice-samples" className="flex flex-col gap-2">
          {state.takes.map((take, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a sample is its place in the list (re-record keeps it)
              key={index}
              data-testid="voice-sample"
              className="flex items-center gap-2 rounded-[10px] border border-border bg-surface px-3 py-2 text-sm"
            >
              <PlayButton
                playKey={`sample:${take.audio.url}`}
                label={t("voice.record.listen")}
                testId="voice-sample-play"
                load={() => Promise.resolve({ playUrl: [take.audio.url] })}
              />
              <span className="flex-1">
                {t("voice.record.sample", { number: index + 1 })} · {formatSeconds(take.seconds)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                data-testid="voice-sample-redo"
                disabled={busy}
                onClick={() => recorder.start(index)}
              >
                <RotateCcw aria-hidden="true" className="size-3.5" />
                {t("voice.record.redo")}
              </Button>
              <Button
                variant="dangerGhost"
                size="sm"
                data-testid="voice-sample-remove"
                aria-label={t("voice.record.remove", { number: index + 1 })}
                disabled={busy}
                onClick={() => recorder.remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {state.phase === "recording" ? (
        <Recording recorder={recorder} line={lines[state.slot ?? 0] ?? lines[0]!} />
      ) : state.phase === "processing" ? (
        <p role="status" className="text-sm text-muted">
          {t("voice.record.processing")}
        </p>
      ) : canAddSample(state) ? (
        <div className="flex flex-col gap-2 rounded-[12px] border border-border bg-surface p-4">
          <p className="text-xs text-muted">{t("voice.record.nextLine", { number: nextSlot + 1 })}</p>
          <p className="leading-relaxed">{lines[nextSlot]}</p>
          <Button
            className="self-start"
            data-testid="voice-record-start"
            onClick={() => recorder.start(nextSlot)}
          >
            <Mic aria-hidden="true" className="size-4" />
            {t("voice.record.start", { number: nextSlot + 1 })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
