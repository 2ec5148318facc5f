import { type BotCreationConfig, type Gender, IMAGE_UPLOAD_LIMITS } from "@fable/contract";
import { ImagePlus, LoaderCircle, Sparkles, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../../../components/Avatar";
import { Button } from "../../../components/Button";
import { FieldError } from "../../../components/FieldError";
import { useUploadAvatar } from "../../../queries/creation";
import {
  type AvatarProblem,
  acceptList,
  checkAvatarDimensions,
  checkAvatarFile,
  isGif,
  readImageSize,
} from "../avatarFile";
import { createToast } from "../toast";
import {
  CHARACTER_MESSAGE_KEYS,
  characterMessageKey,
  DEFAULT_MESSAGE_VALUES,
  type FieldMessage,
  fieldId,
} from "../validation";
import { CropDialog, type CropSource } from "./CropDialog";
import { FieldHeading, useMessageText } from "./fields";
import { GenerateAvatarsDialog } from "./GenerateAvatarsDialog";
import { HiddenFileInput } from "./HiddenFileInput";

const FALLBACK_LIMITS: BotCreationConfig["avatar"] = {
  minSide: IMAGE_UPLOAD_LIMITS.avatarMinSide,
  maxBytes: IMAGE_UPLOAD_LIMITS.maxBytes,
  types: [...IMAGE_UPLOAD_LIMITS.types],
};

/** Avatar: upload (checked, cropped square, GIFs as they are) or pick one of four generated. */
export function AvatarField({
  value,
  onChange,
  name,
  gender,
  style,
  config,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  name: string;
  gender: Gender | null;
  style: string;
  config: BotCreationConfig | undefined;
  error?: FieldMessage;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const limits = config?.avatar ?? FALLBACK_LIMITS;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [crop, setCrop] = useState<(CropSource & { name: string }) | null>(null);
  const [generating, setGenerating] = useState(false);
  const id = fieldId("avatar");

  const problem = (which: AvatarProblem) => {
    const key = CHARACTER_MESSAGE_KEYS[which] ?? "create.errors.invalid";
    createToast.error(t(key, { size: limits.minSide, mb: Math.round(limits.maxBytes / 1024 / 1024) }));
  };

  const send = (file: Blob, fileName: string) =>
    upload.mutate(
      { file, fileName },
      {
        onSuccess: (url) => onChange(url),
        onError: (failure) => {
          // The server's refusals (too many pixels, a damaged file …) are the contract's words: translated.
          const key = characterMessageKey(failure.message);
          createToast.error(
            key ? t(key, DEFAULT_MESSAGE_VALUES) : failure.message || t("create.avatar.uploadFailed"),
          );
        },
      },
    );

  const choose = async (file: File) => {
    const found = checkAvatarFile(file, limits);
    if (found) return problem(found);
    const read = await readImageSize(file).catch(() => null);
    if (!read) return problem("imageUnreadable");
    const small = checkAvatarDimensions(read, limits.minSide);
    if (small) return problem(small);
    // Redrawing a GIF on a canvas keeps only its first frame, so it goes up as it is.
    if (isGif(file)) return send(file, file.name);
    setCrop({ image: read.image, type: file.type, name: file.name });
  };

  const offline = config?.avatarGenerator === "offline";
  return (
    <div className="flex flex-col gap-2">
      <FieldHeading
        id={`${id}-label`}
        label={t("create.fields.avatar")}
        hint={t("create.hints.avatar", {
          size: limits.minSide,
          mb: Math.round(limits.maxBytes / 1024 / 1024),
        })}
      />
      <fieldset
        id={id}
        tabIndex={-1}
        aria-labelledby={`${id}-label`}
        className="min-w-0 flex items-center gap-4 focus:outline-none"
      >
        <div className="relative size-24 shrink-0 overflow-hidden rounded-[12px] border border-border bg-raised">
          <Avatar
            src={value}
            alt={name.trim() || t("create.preview.unnamed")}
            lazy={false}
            className="size-full"
          />
          {upload.isPending ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/50">
              <LoaderCircle
                aria-label={t("create.avatar.uploading")}
                className="size-6 animate-spin text-white"
              />
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <HiddenFileInput
            ref={input}
            accept={acceptList(limits.types)}
            testId="create-avatar-file"
            onFile={(file) => void choose(file)}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t("create.avatar.upload")}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!name.trim()}
            title={name.trim() ? undefined : t("create.avatar.needName")}
            onClick={() => setGenerating(true)}
            data-testid="create-avatar-generate"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {offline ? t("create.avatar.offline") : t("create.avatar.generate")}
          </Button>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange("")}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t("create.avatar.remove")}
            </Button>
          ) : null}
        </div>
      </fieldset>
      <FieldError id={`${id}-error`} error={text(error)} />
      <CropDialog
        source={crop}
        onCancel={() => setCrop(null)}
        onCrop={(blob) => {
          const fileName = crop?.name ?? "avatar";
          setCrop(null);
          send(blob, fileName);
        }}
      />
      <GenerateAvatarsDialog
        open={generating}
        onOpenChange={setGenerating}
        name={name}
        gender={gender}
        style={style}
        offline={offline}
        onPick={onChange}
      />
    </div>
  );
}
