import { LoaderCircle, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api";
import { Button } from "../../../components/Button";
import { useWriteForMe, type WritableField } from "../../../queries/adventureCreation";
import { createToast } from "../../CreateBot/toast";
import { characterMessageKey } from "../../CreateBot/validation";
import { adventureMessageKey, toDraft } from "../adventureForm";
import type { AdventureFormApi } from "../useAdventureForm";

/**
 * "Write it for me" beside a field: the server writes it from what the form already holds (with the
 * configured model or the offline writer); the opening scene comes with its three actions.
 */
export function WriteForMe({ field, formApi }: { field: WritableField; formApi: AdventureFormApi }) {
  const { t } = useTranslation();
  const write = useWriteForMe();
  const onClick = () =>
    write.mutate(
      { field, draft: toDraft(formApi.form) },
      {
        onSuccess: (written) => {
          formApi.update(field, written.text);
          const [first, second, third] = written.actions ?? [];
          if (first !== undefined && second !== undefined && third !== undefined)
            formApi.update("actions", [first, second, third]);
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : "";
          const text = message.replace(/^[A-Za-z.]+:\s*/, "");
          const key = adventureMessageKey(text) ?? characterMessageKey(text);
          createToast.error(key ? t(key) : message || t("createAdventure.writeFailed"));
        },
      },
    );
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={onClick}
      disabled={write.isPending}
      data-testid={`write-${field}`}
    >
      {write.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Sparkles aria-hidden="true" className="size-4" />
      )}
      {write.isPending ? t("createAdventure.writing") : t("createAdventure.writeForMe")}
    </Button>
  );
}
