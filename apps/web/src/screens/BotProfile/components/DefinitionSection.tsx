import type { BotDetail } from "@fable/contract";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";

type Definition = NonNullable<BotDetail["definition"]>;
type TextField = Exclude<keyof Definition, "loreCount">;

/** Long fields start folded so the page stays scannable. */
const OPEN_BELOW_CHARS = 600;

function useFieldLabel() {
  const { t } = useTranslation();
  // Literal t() calls, so the catalog test sees every key.
  const labels: Record<TextField, string> = {
    description: t("botProfile.fields.description"),
    personality: t("botProfile.fields.personality"),
    scenario: t("botProfile.fields.scenario"),
    exampleDialogue: t("botProfile.fields.exampleDialogue"),
    systemPrompt: t("botProfile.fields.systemPrompt"),
    postHistoryInstructions: t("botProfile.fields.postHistoryInstructions"),
    creatorNotes: t("botProfile.fields.creatorNotes"),
  };
  return labels;
}

const FIELD_ORDER: TextField[] = [
  "description",
  "personality",
  "scenario",
  "exampleDialogue",
  "systemPrompt",
  "postHistoryInstructions",
  "creatorNotes",
];

/** The character's definition: its creator always sees it, others only when the creator shares it. */
export function DefinitionSection({ definition, shared }: { definition: Definition; shared: boolean }) {
  const { t } = useTranslation();
  const labels = useFieldLabel();
  const fields = FIELD_ORDER.filter((field) => definition[field].trim());

  return (
    <section
      aria-labelledby="profile-definition"
      data-testid="profile-definition"
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1">
        <h2 id="profile-definition" className="text-lg font-semibold">
          {t("botProfile.definition")}
        </h2>
        <p data-testid="definition-note" className="text-sm text-muted">
          {shared ? t("botProfile.definitionShared") : t("botProfile.definitionPrivate")}
        </p>
      </div>
      {fields.map((field) => (
        <details
          key={field}
          open={definition[field].length < OPEN_BELOW_CHARS}
          className="group rounded-[12px] border border-border bg-surface"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-[12px] px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            {labels[field]}
            <ChevronDown
              aria-hidden="true"
              className="size-4 text-muted transition duration-150 ease-out group-open:rotate-180"
            />
          </summary>
          <p className="border-t border-border px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-wrap text-muted">
            {definition[field]}
          </p>
        </details>
      ))}
      {definition.loreCount > 0 ? (
        <p className="text-sm text-muted">{t("botProfile.loreCount", { count: definition.loreCount })}</p>
      ) : null}
    </section>
  );
}
