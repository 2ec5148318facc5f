import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { userNameProblem } from "../../../lib/publicName";
import { useProfileMutation } from "../../../queries/account";
import { Button } from "../../Button";
import { Field } from "../../LoginModal/Field";
import { InfoRow, RowIconButton } from "./parts";

/** The public name in the account section, with an editor to change it at any time. */
export function NameRow({ name }: { name: string }) {
  const { t } = useTranslation();
  const profile = useProfileMutation();
  const [entry, setEntry] = useState<string | null>(null);
  const problem = entry === null ? null : userNameProblem(entry);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (entry === null || problem) return;
    profile.mutate(
      { userName: entry.trim() },
      {
        onSuccess: () => {
          setEntry(null);
          toast.success(t("names.saved"));
        },
        onError: (error) => toast.error(error.message || t("settings.updateFailed")),
      },
    );
  };

  if (entry === null) {
    return (
      <InfoRow label={t("names.settingsLabel")}>
        <span data-testid="settings-name" className="truncate">
          {name}
        </span>
        <RowIconButton label={t("names.edit")} testId="settings-name-edit" onClick={() => setEntry(name)}>
          <Pencil aria-hidden="true" className="size-4" />
        </RowIconButton>
      </InfoRow>
    );
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-2 rounded-[10px] bg-bg/60 px-3 py-2">
      <Field
        label={t("names.label")}
        value={entry}
        onChange={(event) => setEntry(event.target.value)}
        error={problem ? t(problem) : null}
        autoComplete="nickname"
        maxLength={60}
        autoFocus
        testId="settings-name-input"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setEntry(null)} data-testid="settings-name-cancel">
          {t("names.cancel")}
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={Boolean(problem) || profile.isPending}
          data-testid="settings-name-save"
        >
          {t("names.save")}
        </Button>
      </div>
    </form>
  );
}
