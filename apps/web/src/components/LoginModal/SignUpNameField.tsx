import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { userNameProblem } from "../../lib/publicName";
import { useNameSuggestion } from "../../queries/account";
import { Field } from "./Field";

/**
 * The name field of an email sign-up: the server's generated suggestion until the user edits it.
 * Never filled from the email, which a public name would show to everyone.
 */
export function useSignUpName() {
  const suggestion = useNameSuggestion();
  const [edited, setEdited] = useState<string | null>(null);
  return {
    value: edited ?? suggestion.data?.userName ?? "",
    edit: setEdited,
    suggestAnother: () => {
      setEdited(null);
      void suggestion.refetch();
    },
    suggesting: suggestion.isFetching,
  };
}

export function SignUpNameField({ name }: { name: ReturnType<typeof useSignUpName> }) {
  const { t } = useTranslation();
  // An empty field is allowed (the server then generates a name); only a too long one is an error.
  const problem = name.value.trim() ? userNameProblem(name.value) : null;
  return (
    <div className="flex flex-col gap-1">
      <Field
        label={t("names.label")}
        value={name.value}
        onChange={(event) => name.edit(event.target.value)}
        error={problem ? t(problem) : null}
        autoComplete="nickname"
        maxLength={60}
        testId="login-name"
        action={
          <button
            type="button"
            onClick={name.suggestAnother}
            disabled={name.suggesting}
            aria-label={t("names.newSuggestion")}
            title={t("names.newSuggestion")}
            data-testid="login-name-suggest"
            className="flex size-11 shrink-0 items-center justify-center rounded-[10px] border border-border text-muted transition hover:bg-raised hover:text-text disabled:opacity-60"
          >
            <RefreshCw aria-hidden="true" className={name.suggesting ? "size-4 animate-spin" : "size-4"} />
          </button>
        }
      />
      <p className="text-xs text-muted">{t("names.signUpHint")}</p>
    </div>
  );
}
