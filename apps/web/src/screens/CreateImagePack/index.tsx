import { IMAGE_PACK_LIMITS, type ImagePackRatio } from "@fable/contract";
import { clsx } from "clsx";
import { ImagePlus, LoaderCircle, Sparkles, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button, buttonClass } from "../../components/Button";
import { uploadPackPicture, useCreateImagePack, useImagePackStyles } from "../../queries/imagePacks";
import { inputClass, SelectField } from "../CreateBot/components/fields";
import { PackFormHeader } from "../Toolkit/components/PackFormHeader";

/** What the picker accepts (spec §5: jpg, png, jpeg up to 10 MB). */
const ACCEPT = "image/jpeg,image/png";

interface Picture {
  key: string;
  fileName: string;
  /** The stored upload's address, once uploaded. */
  url: string | null;
  preview: string;
  caption: string;
  error: string | null;
}

/**
 * `/fitting/create/image` (docs/product.md#image-packs): name, gender, style, ratio and 3-50 pictures,
 * each uploaded as it is chosen (purpose image), removable and with optional words of its own.
 */
export default function CreateImagePack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const styles = useImagePackStyles();
  const create = useCreateImagePack();
  const [name, setName] = useState("");
  const [gender, setGender] = useState("female");
  const [style, setStyle] = useState("");
  const [ratio, setRatio] = useState<ImagePackRatio>("3:4");
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const uploaded = pictures.filter((picture) => picture.url);
  const uploading = pictures.some((picture) => !picture.url && !picture.error);
  const countOk =
    uploaded.length >= IMAGE_PACK_LIMITS.picturesMin && uploaded.length <= IMAGE_PACK_LIMITS.picturesMax;

  const patch = (key: string, change: Partial<Picture>) =>
    setPictures((all) => all.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)));

  function choose(files: FileList | null) {
    if (!files) return;
    const room = IMAGE_PACK_LIMITS.picturesMax - pictures.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > chosen.length)
      toast.error(t("imagePacks.create.tooMany", { max: IMAGE_PACK_LIMITS.picturesMax }));
    for (const file of chosen) {
      const key = crypto.randomUUID();
      const tooLarge = file.size > IMAGE_PACK_LIMITS.fileMaxBytes;
      const wrongType = !ACCEPT.split(",").includes(file.type);
      const picture: Picture = {
        key,
        fileName: file.name,
        url: null,
        preview: URL.createObjectURL(file),
        caption: "",
        error: wrongType
          ? t("imagePacks.create.wrongType")
          : tooLarge
            ? t("imagePacks.create.tooLarge")
            : null,
      };
      setPictures((all) => [...all, picture]);
      if (picture.error) continue;
      uploadPackPicture(file, file.name).then(
        (url) => patch(key, { url }),
        (failure: Error) => patch(key, { error: failure.message || t("imagePacks.create.uploadFailed") }),
      );
    }
  }

  function submit() {
    setError(null);
    if (!name.trim()) return setError(t("imagePacks.create.nameRequired"));
    if (!countOk)
      return setError(
        t("imagePacks.create.count", {
          min: IMAGE_PACK_LIMITS.picturesMin,
          max: IMAGE_PACK_LIMITS.picturesMax,
        }),
      );
    create.mutate(
      {
        name: name.trim(),
        gender: gender as "female" | "male" | "other",
        style,
        ratio,
        imageUrls: uploaded.map((picture) => picture.url!),
        captions: uploaded.map((picture) => picture.caption.trim()),
      },
      {
        onSuccess: () => {
          toast.success(t("imagePacks.create.started"));
          void navigate("/fitting");
        },
        onError: (failure) => setError(failure.message || t("imagePacks.create.failed")),
      },
    );
  }

  return (
    <div
      data-testid="create-image-pack"
      className="mx-auto flex w-full max-w-[720px] flex-col gap-6 px-4 py-6 md:px-8"
    >
      <PackFormHeader title={t("imagePacks.create.title")} subtitle={t("imagePacks.create.subtitle")} />
      <fieldset disabled={create.isPending} className="flex flex-col gap-5 disabled:opacity-60">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="image-pack-name" className="text-sm font-medium">
            {t("imagePacks.create.name")}
          </label>
          <input
            id="image-pack-name"
            data-testid="image-pack-name-input"
            value={name}
            maxLength={IMAGE_PACK_LIMITS.nameMax}
            onChange={(event) => setName(event.target.value)}
            className={clsx(inputClass, "h-11 border-border")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            path="imagePackGender"
            label={t("imagePacks.create.gender")}
            value={gender}
            onChange={setGender}
            options={[
              { value: "female", label: t("imagePacks.gender.female") },
              { value: "male", label: t("imagePacks.gender.male") },
              { value: "other", label: t("imagePacks.gender.other") },
            ]}
          />
          <SelectField
            path="imagePackStyle"
            label={t("imagePacks.create.style")}
            value={style}
            onChange={setStyle}
            options={(styles.data?.styles ?? [{ id: "", label: "" }]).map((option) => ({
              value: option.id,
              label: option.id === "" ? t("create.options.defaultStyle") : option.label,
            }))}
          />
          <SelectField
            path="imagePackRatio"
            label={t("imagePacks.create.ratio")}
            value={ratio}
            onChange={(value) => setRatio(value as ImagePackRatio)}
            options={(styles.data?.ratios ?? []).map((option) => ({
              value: option.id,
              label: `${option.id} (${option.width}×${option.height})`,
            }))}
          />
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <h2 className="flex-1 text-sm font-medium">
              {t("imagePacks.create.pictures", {
                count: uploaded.length,
                max: IMAGE_PACK_LIMITS.picturesMax,
              })}
            </h2>
            <label className={buttonClass("secondary", "sm")}>
              <ImagePlus aria-hidden="true" className="size-4" />
              {t("imagePacks.create.add")}
              <input
                type="file"
                accept={ACCEPT}
                multiple
                data-testid="image-pack-files"
                className="sr-only"
                onChange={(event) => {
                  choose(event.target.files);
                  event.target.value = "";
                }}
              />
            </label>
          </div>
          <p className="text-xs text-muted">{t("imagePacks.create.advice")}</p>
          <ul data-testid="image-pack-pictures" className="grid gap-3 sm:grid-cols-2">
            {pictures.map((picture) => (
              <li
                key={picture.key}
                data-testid="image-pack-picture"
                data-uploaded={picture.url ? "true" : "false"}
                className="flex gap-3 rounded-[12px] border border-border bg-surface p-2"
              >
                <img
                  src={picture.preview}
                  alt={picture.fileName}
                  className="size-20 shrink-0 rounded-[8px] object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex items-center gap-1">
                    <span className="flex-1 truncate text-xs text-muted">{picture.fileName}</span>
                    <button
                      type="button"
                      aria-label={t("imagePacks.create.remove")}
                      data-testid="image-pack-picture-remove"
                      className="rounded p-1 text-muted hover:text-text"
                      onClick={() => setPictures((all) => all.filter((other) => other.key !== picture.key))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                  {picture.error ? (
                    <p role="alert" className="text-xs text-danger">
                      {picture.error}
                    </p>
                  ) : picture.url ? (
                    <input
                      value={picture.caption}
                      maxLength={IMAGE_PACK_LIMITS.captionMax}
                      placeholder={t("imagePacks.create.captionPlaceholder")}
                      aria-label={t("imagePacks.create.caption")}
                      onChange={(event) => patch(picture.key, { caption: event.target.value })}
                      className={clsx(inputClass, "h-9 border-border text-xs")}
                    />
                  ) : (
                    <p className="flex items-center gap-1 text-xs text-muted">
                      <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
                      {t("imagePacks.create.uploading")}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </fieldset>
      {error ? (
        <p role="alert" data-testid="image-pack-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button data-testid="image-pack-submit" disabled={create.isPending || uploading} onClick={submit}>
          {create.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {t("imagePacks.create.submit")}
        </Button>
        <span className="text-xs text-muted">{t("imagePacks.create.background")}</span>
      </div>
    </div>
  );
}
