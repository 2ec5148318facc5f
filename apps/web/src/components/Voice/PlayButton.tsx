import { clsx } from "clsx";
import { LoaderCircle, Square, Volume2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type PlaybackSource, usePlayback, useVoicePlayer } from "../../stores/voicePlayer";

const RADIUS = 13;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The ring around the button: how much of the whole reply has been heard (UI.md "Voice"). */
function ProgressRing({ progress }: { progress: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      className="pointer-events-none absolute inset-0 size-full -rotate-90"
    >
      <circle cx="16" cy="16" r={RADIUS} fill="none" strokeWidth="2" className="stroke-border" />
      <circle
        cx="16"
        cy="16"
        r={RADIUS}
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
        className="stroke-accent transition-[stroke-dashoffset] duration-200 ease-out"
      />
    </svg>
  );
}

export interface PlayButtonProps {
  /** What plays ("msg:<id>", "pack:<id>", "voice:<id>"): one key plays at a time in the whole app. */
  playKey: string;
  load: () => Promise<PlaybackSource>;
  /** Why it cannot play (the server's reason): the button is disabled and says so in its title. */
  disabledReason?: string | null | undefined;
  /** Read aloud what: "Play reply", "Play preview" … */
  label: string;
  testId?: string;
}

/**
 * A compact play button with a progress ring (UI.md "Voice"): click plays, click again stops; the
 * browser refusing to start (autoplay rules) leaves it waiting for a click, which then plays.
 */
export function PlayButton({ playKey, load, disabledReason, label, testId = "voice-play" }: PlayButtonProps) {
  const { t } = useTranslation();
  const { status, progress, error } = usePlayback(playKey);
  const toggle = useVoicePlayer((state) => state.toggle);
  const active = status === "loading" || status === "playing";
  const title = disabledReason
    ? disabledReason
    : status === "blocked"
      ? t("voice.play.blocked")
      : status === "failed"
        ? error || t("voice.play.failed")
        : active
          ? t("voice.play.stop")
          : label;

  const onClick = async () => {
    const outcome = await toggle(playKey, load);
    if (outcome === "failed") toast.error(useVoicePlayer.getState().error || t("voice.play.failed"));
  };

  return (
    <button
      type="button"
      data-testid={testId}
      data-state={disabledReason ? "off" : status}
      data-progress={progress.toFixed(2)}
      aria-label={title}
      title={title}
      aria-pressed={active}
      disabled={Boolean(disabledReason)}
      onClick={(event) => {
        event.stopPropagation();
        void onClick();
      }}
      className={clsx(
        "relative flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text disabled:cursor-not-allowed disabled:opacity-40",
        active && "text-accent-soft",
        status === "blocked" && "text-warning",
      )}
    >
      {status === "playing" || status === "blocked" ? <ProgressRing progress={progress} /> : null}
      {status === "loading" ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : status === "playing" ? (
        <Square aria-hidden="true" className="size-3 fill-current" />
      ) : (
        <Volume2 aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
