import type { BotOverrideBounds } from "@fable/contract";
import { clsx } from "clsx";
import type { TFunction } from "i18next";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBotModelBounds } from "../../../queries/botModel";
import {
  rangeText,
  SAMPLING_NUMBER_FIELDS,
  type SamplingDraft,
  type SamplingNumberField,
} from "../samplingDraft";
import type { CharacterFormApi } from "../useCharacterForm";
import { TextField } from "./fields";

/** What the answering model allows for one number field, as the hint under it says. */
function allowedText(field: SamplingNumberField, bounds: BotOverrideBounds, t: TFunction) {
  if (field === "seed") return bounds.seed ? undefined : t("modelSettings.notAllowed");
  const range = bounds.ranges[field];
  return range ? t("modelSettings.allowedRange", { range: rangeText(range) }) : t("modelSettings.notAllowed");
}

const nothingAllowed = (bounds: BotOverrideBounds) =>
  Object.keys(bounds.ranges).length === 0 && !bounds.stop && !bounds.seed && bounds.extra.length === 0;

/**
 * Advanced → Model settings (issue 17): the creator's sampler overrides, collapsed until opened. The
 * ranges shown are those of the model that would answer the creator; the server clamps values to
 * whichever model answers when someone chats, so a value outside today's range is kept, not refused.
 */
export function ModelSettings({ formApi, botId }: { formApi: CharacterFormApi; botId: string | null }) {
  const { t } = useTranslation();
  const [opened, setOpen] = useState(false);
  const contentId = useId();
  const { form, errors, update, blur } = formApi;
  // An error in here (after a save was tried) opens the section, so the field it names can be seen.
  const open = opened || Object.keys(errors).some((path) => path.startsWith("sampling."));
  const bounds = useBotModelBounds(botId, open);
  const set = (field: keyof SamplingDraft, value: string) =>
    update("sampling", { ...form.sampling, [field]: value });
  const allowed = bounds.data?.bounds;

  return (
    <section
      data-testid="model-settings"
      className="flex flex-col gap-4 rounded-[12px] border border-border bg-surface p-4 md:p-5"
    >
      <h2 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          data-testid="model-settings-toggle"
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-[8px] text-left focus-visible:outline-2 focus-visible:outline-accent"
        >
          <span>{t("modelSettings.title")}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              "size-5 text-muted transition-transform duration-150 ease-out",
              open && "rotate-180",
            )}
          />
          <span className="sr-only">{open ? t("modelSettings.hide") : t("modelSettings.show")}</span>
        </button>
      </h2>
      {open ? (
        <div id={contentId} className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t("modelSettings.intro")}</p>
          <p className="text-sm" data-testid="model-settings-scene" aria-live="polite">
            {bounds.data
              ? t("modelSettings.scene", { label: bounds.data.scene.label })
              : bounds.isError
                ? t("modelSettings.boundsFailed")
                : t("modelSettings.loadingBounds")}
          </p>
          {allowed && nothingAllowed(allowed) ? (
            <p className="text-sm text-warning">{t("modelSettings.noneAllowed")}</p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {SAMPLING_NUMBER_FIELDS.map((field) => (
              <TextField
                key={field}
                path={`sampling.${field}`}
                label={t(`modelSettings.fields.${field}`)}
                hint={allowed ? allowedText(field, allowed, t) : undefined}
                inputMode="numeric"
                value={form.sampling[field]}
                onChange={(value) => set(field, value)}
                onBlur={blur}
                error={errors[`sampling.${field}`]}
                maxLength={24}
              />
            ))}
          </div>
          <TextField
            path="sampling.stop"
            label={t("modelSettings.fields.stop")}
            hint={allowed && !allowed.stop ? t("modelSettings.notAllowed") : t("modelSettings.hints.stop")}
            rows={3}
            value={form.sampling.stop}
            onChange={(value) => set("stop", value)}
            onBlur={blur}
            error={errors["sampling.stop"] ?? firstError(errors, "sampling.stop.")}
            maxLength={1000}
          />
          <TextField
            path="sampling.extra"
            label={t("modelSettings.fields.extra")}
            hint={[
              t("modelSettings.hints.extra"),
              allowed
                ? allowed.extra.length > 0
                  ? t("modelSettings.hints.extraAllowed", { names: allowed.extra.join(", ") })
                  : t("modelSettings.hints.extraNone")
                : "",
            ].join(" ")}
            rows={3}
            value={form.sampling.extra}
            onChange={(value) => set("extra", value)}
            onBlur={blur}
            error={errors["sampling.extra"] ?? firstError(errors, "sampling.extra.")}
            maxLength={4000}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The first error under a path (one stop string, one extra setting), shown on the whole field. */
function firstError(errors: CharacterFormApi["errors"], prefix: string) {
  const path = Object.keys(errors).find((key) => key.startsWith(prefix));
  return path === undefined ? undefined : errors[path];
}
