import * as Switch from "@radix-ui/react-switch";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { usePrivacyMutation } from "../../../queries/account";
import { useUserInfo } from "../../../queries/user";
import { SectionTitle } from "./parts";

function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-[10px] bg-bg/60 px-3 py-2.5">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm text-text">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </span>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        data-testid={testId}
        className="relative h-6 w-11 shrink-0 rounded-full border border-border bg-raised transition duration-150 ease-out data-[state=checked]:border-transparent data-[state=checked]:bg-brand disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform duration-150 ease-out data-[state=checked]:translate-x-[21px]" />
      </Switch.Root>
    </div>
  );
}

/**
 * Privacy settings (docs/product.md#privacy-settings): leaderboard participation and allowing follows, saved
 * as they change.
 */
export function PrivacySection() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const privacy = usePrivacyMutation();
  const user = info.data;
  if (!user) return null;
  // While saving, the switch shows the value being saved; a failure puts it back.
  const pending = privacy.isPending ? privacy.variables : undefined;

  const save = (change: { privacy?: boolean; allowFollow?: boolean }) =>
    privacy.mutate(change, { onError: (error) => toast.error(error.message || t("settings.updateFailed")) });

  return (
    <section data-testid="settings-privacy" className="flex flex-col gap-2">
      <SectionTitle>{t("settings.privacy")}</SectionTitle>
      <Toggle
        label={t("settings.leaderboards")}
        hint={t("settings.leaderboardsHint")}
        checked={pending?.privacy ?? user.privacy}
        disabled={privacy.isPending}
        onChange={(checked) => save({ privacy: checked })}
        testId="settings-privacy-leaderboards"
      />
      <Toggle
        label={t("settings.allowFollow")}
        hint={t("settings.allowFollowHint")}
        checked={pending?.allowFollow ?? user.allowFollow}
        disabled={privacy.isPending}
        onChange={(checked) => save({ allowFollow: checked })}
        testId="settings-privacy-follow"
      />
    </section>
  );
}
