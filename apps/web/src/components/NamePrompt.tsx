import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { namePromptAnswer } from "../lib/publicName";
import { useProfileMutation } from "../queries/account";
import { useUserInfo } from "../queries/user";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { Field } from "./LoginModal/Field";

/**
 * Asked once of a user whose name the server replaced because it was taken from their email: save a
 * name of their own, or keep the generated one. Either answer (closing the dialog keeps) is saved as
 * the name, which clears the server's flag, so the dialog does not come back.
 */
export default function NamePrompt() {
  const { t } = useTranslation();
  const currentName = useUserInfo().data?.userName ?? "";
  const [entry, setEntry] = useState(currentName);
  const [problem, setProblem] = useState<string | null>(null);
  const [open, setOpen] = useState(true);
  const profile = useProfileMutation();

  const answer = (choice: "save" | "keep") => {
    const result = namePromptAnswer(choice, entry, currentName);
    if ("problem" in result) {
      setProblem(t(result.problem));
      return;
    }
    setOpen(false);
    profile.mutate(result, {
      onSuccess: () => {
        if (choice === "save") toast.success(t("names.saved"));
      },
      onError: (error) => toast.error(error.message || t("settings.updateFailed")),
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    answer("save");
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) answer("keep");
      }}
      title={t("names.promptTitle")}
      description={t("names.promptText")}
      testId="name-prompt"
    >
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field
          label={t("names.label")}
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            setProblem(null);
          }}
          error={problem}
          autoComplete="nickname"
          maxLength={60}
          autoFocus
          testId="name-prompt-input"
        />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => answer("keep")} data-testid="name-prompt-keep">
            {t("names.keep")}
          </Button>
          <Button type="submit" disabled={profile.isPending} data-testid="name-prompt-save">
            {t("names.save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
