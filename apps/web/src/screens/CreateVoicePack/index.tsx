import { VOICE_LIMITS, type VoicePackSource } from "@fable/contract";
import { LoaderCircle, Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, buttonClass } from "../../components/Button";
import { ChoiceSwitch } from "../../components/ChoiceSwitch";
import { Skeleton } from "../../components/Skeleton";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import {
  uploadVoiceFile,
  useCreateVoicePack,
  useVoicePackNameCheck,
  useVoiceTrainingRight,
} from "../../queries/voice";
import { PackFormHeader } from "../Toolkit/components/PackFormHeader";
import { PackNameField } from "./components/PackNameField";
import { RecordPanel } from "./components/RecordPanel";
import { type ChosenRecording, UploadPanel } from "./components/UploadPanel";
import { nameStatus } from "./packName";
import { hasEnoughSamples } from "./recorder";
import { useRecorder } from "./useRecorder";

const SOURCES: readonly VoicePackSource[] = ["upload", "recording"];
/** The name is asked about once typing has paused this long. */
const NAME_CHECK_DELAY_MS = 400;

/** The right to train (free tries, this month's member pack): its refusal says why, with the plans. */
function RightNotice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="voice-right-refused"
      role="alert"
      className="flex flex-col items-start gap-3 rounded-[12px] border border-warning/40 bg-warning/10 p-4 text-sm"
    >
      <p>{message}</p>
      <Link to="/billing?tab=plans" className={buttonClass("primary", "sm")} data-testid="voice-right-plans">
        {t("voice.create.seePlans")}
      </Link>
    </div>
  );
}

/** `/fitting/create/voice`: a new voice pack from one uploaded recording or 5-10 recorded samples. */
export default function CreateVoicePack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const right = useVoiceTrainingRight();
  const [name, setName] = useState("");
  const checkedName = useDebouncedValue(name.trim(), NAME_CHECK_DELAY_MS);
  const nameCheck = useVoicePackNameCheck(checkedName.length <= VOICE_LIMITS.packNameMax ? checkedName : "");
  const status = nameStatus(name, checkedName, nameCheck);
  const [source, setSource] = useState<VoicePackSource>("recording");
  const [chosen, setChosen] = useState<ChosenRecording | null>(null);
  const recorder = useRecorder();
  const create = useCreateVoicePack();
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [tried, setTried] = useState(false);

  const audioReady = source === "upload" ? chosen !== null : hasEnoughSamples(recorder.state);
  const busy = uploading !== null || create.isPending;
  const allowed = right.isSuccess;

  const train = async () => {
    setTried(true);
    if (!audioReady || status === "empty" || status === "tooLong" || status === "taken") return;
    const files =
      source === "upload" && chosen
        ? [{ blob: chosen.file as Blob, name: chosen.file.name }]
        : recorder.state.takes.map((take, index) => ({
            blob: take.audio.wav,
            name: `sample-${index + 1}.wav`,
          }));
    try {
      const addresses: string[] = [];
      setUploading({ done: 0, total: files.length });
      for (const file of files) {
        addresses.push(await uploadVoiceFile(file.blob, file.name));
        setUploading({ done: addresses.length, total: files.length });
      }
      setUploading(null);
      await create.mutateAsync({ modelName: name.trim(), source, files: addresses });
      toast.success(t("voice.create.started"));
      navigate("/fitting");
    } catch (error) {
      setUploading(null);
      toast.error((error instanceof Error && error.message) || t("voice.create.failed"));
    }
  };

  return (
    <div
      data-testid="voice-pack-create"
      className="mx-auto flex w-full max-w-[720px] flex-col gap-6 px-4 py-6 md:px-8"
    >
      <PackFormHeader title={t("voice.create.title")} subtitle={t("voice.create.subtitle")} />

      {right.isPending ? <Skeleton className="h-16 rounded-[12px]" /> : null}
      {right.isError ? <RightNotice message={right.error.message || t("voice.create.notAllowed")} /> : null}
      {right.data?.remaining != null ? (
        <p data-testid="voice-right-remaining" className="text-sm text-muted">
          {t("voice.create.remaining", { count: right.data.remaining })}
        </p>
      ) : null}

      <fieldset disabled={!allowed || busy} className="flex flex-col gap-6 disabled:opacity-60">
        <PackNameField value={name} onChange={setName} status={status} showEmpty={tried} />
        <div className="flex flex-col gap-3">
          <ChoiceSwitch
            label={t("voice.create.how")}
            options={SOURCES}
            value={source}
            onChange={setSource}
            labelOf={(value) => (value === "upload" ? t("voice.create.upload") : t("voice.create.record"))}
            testIdPrefix="voice-source"
          />
          {source === "upload" ? (
            <UploadPanel chosen={chosen} onChosen={setChosen} />
          ) : (
            <RecordPanel recorder={recorder} />
          )}
        </div>
        <p className="text-xs text-muted">{t("voice.create.locked")}</p>
      </fieldset>

      <div className="flex items-center gap-3">
        <Button
          data-testid="voice-train"
          disabled={!allowed || busy || !audioReady}
          onClick={() => void train()}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {uploading
            ? t("voice.create.uploading", { done: uploading.done, total: uploading.total })
            : create.isPending
              ? t("voice.create.starting")
              : t("voice.create.train")}
        </Button>
        {!audioReady && allowed ? (
          <span className="text-xs text-muted">
            {source === "upload" ? t("voice.create.needUpload") : t("voice.create.needSamples")}
          </span>
        ) : null}
      </div>
    </div>
  );
}
