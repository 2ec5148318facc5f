import type { BotCreationConfig, PdfDocumentInfo } from "@fable/contract";
import { LIMITS, PDF_LIMITS } from "@fable/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCreatePdfBot, useUpdatePdfBot } from "../../../queries/pdf";
import { AvatarField } from "../../CreateBot/components/AvatarField";
import { FormSection, formTextFields } from "../../CreateBot/components/fields";
import { SubmitBar } from "../../CreateBot/components/SubmitBar";
import { VisibilityPicker } from "../../CreateBot/components/VisibilityPicker";
import { useEditorSubmit } from "../../CreateBot/useSaveOutcome";
import { useValidatedForm } from "../../CreateBot/useValidatedForm";
import { fieldId } from "../../CreateBot/validation";
import { documentName, pdfMaxBytes } from "../pdfFile";
import {
  emptyPdfForm,
  firstPdfError,
  type PdfFormState,
  readPdfServerError,
  toPdfChanges,
  toPdfPayload,
  validatePdfForm,
} from "../pdfForm";
import { PdfFileField } from "./PdfFileField";
import { PdfStateBadge } from "./PdfStateBadge";

export type PdfMode =
  | { kind: "create" }
  | { kind: "edit"; botId: string; initial: PdfFormState; document: PdfDocumentInfo | null };

type TextKey = "name" | "greeting" | "persona" | "intro";

/** The PDF bot form (docs/product.md#pdf-create): a document, and the character who answers from it. */
export function PdfEditor({ mode, config }: { mode: PdfMode; config: BotCreationConfig | undefined }) {
  const { t } = useTranslation();
  const initialUrl = mode.kind === "edit" ? mode.initial.pdfUrl : "";
  const judge = useCallback(
    (form: PdfFormState) => {
      const payload = mode.kind === "edit" ? toPdfChanges(mode.botId, form, initialUrl) : toPdfPayload(form);
      return { payload, errors: validatePdfForm(payload, mode.kind === "edit") };
    },
    [mode, initialUrl],
  );
  const formApi = useValidatedForm(() => (mode.kind === "edit" ? mode.initial : emptyPdfForm()), judge);
  const { form, errors, update, blur } = formApi;
  const create = useCreatePdfBot();
  const save = useUpdatePdfBot();
  const pending = create.isPending || save.isPending;
  const { submit } = useEditorSubmit({
    kind: mode.kind,
    config,
    formApi,
    readError: readPdfServerError,
    firstError: firstPdfError,
    pending,
    send: (callbacks) => {
      if (mode.kind === "create") create.mutate(toPdfPayload(form), callbacks);
      else save.mutate(toPdfChanges(mode.botId, form, initialUrl), callbacks);
    },
  });

  const text = formTextFields<TextKey>(formApi, (key) => ({
    label: t(`pdf.fields.${key}`),
    placeholder: t(`pdf.placeholders.${key}`),
  }));
  const replaced = mode.kind === "edit" && form.pdfUrl !== initialUrl;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="pdf-form">
      <FormSection title={t("pdf.sections.document")}>
        <PdfFileField
          id={fieldId("pdfUrl")}
          label={t("pdf.fields.file")}
          fileName={form.fileName}
          maxBytes={pdfMaxBytes(config)}
          error={errors.pdfUrl}
          onUploaded={({ pdfUrl, fileName }) => {
            update("pdfUrl", pdfUrl);
            update("fileName", documentName(fileName, PDF_LIMITS.fileNameMax));
            blur("pdfUrl");
          }}
        />
        {mode.kind === "edit" && mode.document && !replaced ? (
          <PdfStateBadge document={mode.document} />
        ) : null}
        {replaced ? <p className="text-xs text-muted">{t("pdf.hints.replaced")}</p> : null}
      </FormSection>
      <FormSection title={t("pdf.sections.character")}>
        {text("name", LIMITS.characterNameMax, undefined, LIMITS.characterNameMin)}
        <AvatarField
          value={form.avatar}
          onChange={(url) => update("avatar", url)}
          name={form.name}
          gender={null}
          style=""
          config={config}
          error={errors.avatar}
        />
        {text("greeting", LIMITS.greetingMax, 3, LIMITS.greetingMin)}
        {text("persona", PDF_LIMITS.personaMax, 5)}
        {text("intro", PDF_LIMITS.introMax, 2)}
      </FormSection>
      <FormSection title={t("create.sections.publishing")}>
        <VisibilityPicker value={form.visibility} onChange={(value) => update("visibility", value)} />
      </FormSection>
      <SubmitBar kind={mode.kind} config={config} pending={pending} canSave />
    </form>
  );
}
