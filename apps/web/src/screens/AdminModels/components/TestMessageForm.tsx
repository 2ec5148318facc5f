import { MODELS_ADMIN_LIMITS } from "@fable/contract";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useTestMessage } from "../../../queries/adminModels";

const inputClass =
  "w-full min-w-0 resize-y rounded-[10px] border border-border bg-bg px-3.5 py-2.5 text-base text-text transition duration-150 ease-out placeholder:text-muted/70 hover:border-accent/40 focus:border-accent focus:outline-none md:text-sm";

/** "Send a test message" to one scene: the answer with its timings and tokens, or what failed. */
export function TestMessageForm({ sceneId }: { sceneId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [message, setMessage] = useState("");
  const test = useTestMessage();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const answer = test.data;
  const max = MODELS_ADMIN_LIMITS.testMessageMaxChars;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    test.mutate({ sceneId, message: message.trim() });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="model-test-form">
      <label htmlFor={id} className="text-sm font-medium">
        {t("adminModels.test.label")}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={max}
        value={message}
        placeholder={t("adminModels.test.placeholder")}
        onChange={(event) => setMessage(event.target.value)}
        data-testid="model-test-input"
        className={inputClass}
      />
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted">
          {t("adminModels.test.length", { count: message.length, max })}
        </span>
        <Button
          type="submit"
          size="sm"
          disabled={test.isPending || !message.trim()}
          data-testid="model-test-send"
        >
          <Send aria-hidden="true" className="size-4" />
          {test.isPending ? t("adminModels.test.sending") : t("adminModels.test.send")}
        </Button>
      </div>
      <div aria-live="polite">
        {test.isError ? (
          <p role="alert" data-testid="model-test-error" className="text-sm text-red-300">
            {test.error.message}
          </p>
        ) : null}
        {answer && !test.isPending ? (
          <div
            data-testid="model-test-answer"
            className="flex flex-col gap-1.5 rounded-[10px] bg-raised px-3 py-2.5"
          >
            <span className="text-xs text-muted">{t("adminModels.test.answer")}</span>
            <p data-testid="model-test-text" className="text-sm whitespace-pre-wrap">
              {answer.text}
            </p>
            <p data-testid="model-test-figures" className="text-xs text-muted">
              {answer.firstPieceMs !== null
                ? `${t("adminModels.test.firstPiece", { ms: number(answer.firstPieceMs) })} · `
                : null}
              {t("adminModels.test.total", { ms: number(answer.totalMs) })} ·{" "}
              {t("adminModels.test.tokens", {
                input: number(answer.inputTokens),
                output: number(answer.outputTokens),
              })}{" "}
              ({answer.counted ? t("adminModels.test.counted") : t("adminModels.test.reported")})
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
