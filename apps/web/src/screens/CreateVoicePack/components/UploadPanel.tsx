import { VOICE_LIMITS } from "@fable/contract";
import { FileAudio, LoaderCircle, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { HiddenFileInput } from "../../CreateBot/components/HiddenFileInput";
import { formatSeconds } from "../../Toolkit/packText";
import { decodedSeconds } from "../audio";
import { checkUpload, type UploadVerdict } from "../uploadCheck";

/** A recording chosen for upload, checked here; `file` is null until one passes. */
export interface ChosenRecording {
  file: File;
  seconds: number;
}

/** The refusal of a recording in the reader's words (the server's own sentences, translated here). */
function useRefusal() {
  const { t } = useTranslation();
  return (verdict: Extract<UploadVerdict, { ok: false }>) => {
    switch (verdict.reason) {
      case "tooLarge":
        return t("voice.upload.tooLarge", { mb: VOICE_LIMITS.fileMaxBytes / 1024 / 1024 });
      case "unreadable":
        return t("voice.upload.notAudio");
      case "tooShort":
        return t("voice.upload.tooShort", { seconds: VOICE_LIMITS.uploadMinSeconds });
      default:
        return t("voice.upload.tooLong", { minutes: VOICE_LIMITS.uploadMaxSeconds / 60 });
    }
  };
}

/**
 * Upload one recording of one speaker (spec §5): its length is read here by decoding it — under
 * 10 seconds is refused, under 2 minutes warned about — before anything is sent.
 */
export function UploadPanel({
  chosen,
  onChosen,
}: {
  chosen: ChosenRecording | null;
  onChosen: (recording: ChosenRecording | null) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const refusal = useRefusal();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    onChosen(null);
    setProblem(null);
    setChecking(true);
    // A file over the size limit is refused before it is read at all.
    const seconds = file.size > VOICE_LIMITS.fileMaxBytes ? 0 : await decodedSeconds(file);
    setChecking(false);
    const verdict = checkUpload(file.size, seconds);
    if (!verdict.ok) setProblem(refusal(verdict));
    else onChosen({ file, seconds: seconds ?? 0 });
  };

  const short =
    chosen !== null &&
    checkUpload(chosen.file.size, chosen.seconds).ok &&
    chosen.seconds < VOICE_LIMITS.uploadIdealSeconds;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted">{t("voice.upload.intro")}</p>
      <HiddenFileInput
        ref={input}
        accept="audio/*"
        testId="voice-upload-file"
        onFile={(file) => void choose(file)}
      />
      <Button
        variant="secondary"
        disabled={checking}
        onClick={() => input.current?.click()}
        data-testid="voice-upload-choose"
      >
        {checking ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {checking ? t("voice.upload.checking") : t("voice.upload.choose")}
      </Button>
      {chosen ? (
        <p data-testid="voice-upload-chosen" className="flex items-center gap-2 text-sm">
          <FileAudio aria-hidden="true" className="size-4 text-muted" />
          <span className="font-medium">{chosen.file.name}</span>
          <span className="text-muted">{formatSeconds(chosen.seconds)}</span>
        </p>
      ) : null}
      {short ? (
        <p data-testid="voice-upload-warning" className="text-sm text-warning">
          {t("voice.upload.short")}
        </p>
      ) : null}
      {problem ? (
        <p data-testid="voice-upload-error" role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
