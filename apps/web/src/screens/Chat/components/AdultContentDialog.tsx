import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { useKnownNsfw, useSetNsfw } from "../../../queries/chatSettings";

/**
 * The adult-content gate (docs/product.md#adult-content): turning it on needs a paid plan and the user's
 * confirmation of being 18 or older; the server decides and its refusal is shown here. Turning it off is
 * always allowed.
 */
export function AdultContentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const known = useKnownNsfw();
  const setNsfw = useSetNsfw();
  const [adult, setAdult] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setAdult(false);
      setError(null);
    }
    onOpenChange(next);
  };

  const save = (enabled: boolean) => {
    setError(null);
    setNsfw.mutate(enabled ? { enabled, confirmAdult: adult } : { enabled }, {
      onSuccess: () => {
        toast.success(enabled ? t("chat.adult.enabled") : t("chat.adult.disabled"));
        close(false);
      },
      // The plan's refusal (490) is also a toast from the API client; the dialog keeps it in view.
      onError: (failure) => setError(failure.message || t("api.generic")),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("chat.adult.title")}
      description={t("chat.adult.description")}
      testId="chat-adult-dialog"
    >
      {known === undefined ? null : (
        <p data-testid="chat-adult-state" className="text-sm text-text">
          {known ? t("chat.adult.isOn") : t("chat.adult.isOff")}
        </p>
      )}
      <label htmlFor={`${id}-adult`} className="flex cursor-pointer items-start gap-3 text-sm text-text">
        <input
          id={`${id}-adult`}
          type="checkbox"
          data-testid="chat-adult-confirm"
          checked={adult}
          onChange={(event) => setAdult(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-[#8b5cf6]"
        />
        {t("chat.adult.confirmAge")}
      </label>
      {error ? (
        <p
          role="alert"
          data-testid="chat-adult-error"
          className="rounded-[12px] border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-amber-200"
        >
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          data-testid="chat-adult-off"
          disabled={setNsfw.isPending}
          onClick={() => save(false)}
        >
          {t("chat.adult.turnOff")}
        </Button>
        <Button data-testid="chat-adult-on" disabled={!adult || setNsfw.isPending} onClick={() => save(true)}>
          {t("chat.adult.turnOn")}
        </Button>
      </div>
    </Dialog>
  );
}
