import {
  PdfBotChanges,
  type PdfBotChangesInput,
  type PdfBotEditInfo,
  PdfBotForm,
  type PdfBotFormInput,
  type Visibility,
} from "@fable/contract";
import { type FieldErrors, type IssueLike, issueMessage, readServerError } from "../CreateBot/validation";
import { pdfMessageKey } from "./pdfFile";

/** The PDF bot form as typed; the document is the uploaded file's address and its own name. */
export interface PdfFormState {
  pdfUrl: string;
  fileName: string;
  name: string;
  greeting: string;
  persona: string;
  intro: string;
  avatar: string;
  visibility: Visibility;
}

export function emptyPdfForm(): PdfFormState {
  return {
    pdfUrl: "",
    fileName: "",
    name: "",
    greeting: "",
    persona: "",
    intro: "",
    avatar: "",
    visibility: "private",
  };
}

export function pdfFormFromInfo(info: PdfBotEditInfo): PdfFormState {
  return {
    pdfUrl: info.document?.url ?? "",
    fileName: info.document?.fileName ?? "",
    name: info.name,
    greeting: info.greeting,
    persona: info.persona,
    intro: info.intro,
    avatar: info.avatar,
    visibility: info.visibility,
  };
}

/** The body of POST /ai/roleInfo/pdfBot. */
export const toPdfPayload = (form: PdfFormState): PdfBotFormInput => ({ ...form });

/**
 * The body of POST /ai/roleInfo/update/pdfBot: every field, but the document only when a new one was
 * uploaded (sending the same address again would read it again for nothing).
 */
export function toPdfChanges(botId: string, form: PdfFormState, initialUrl: string): PdfBotChangesInput {
  const { pdfUrl, fileName, ...rest } = form;
  return pdfUrl && pdfUrl !== initialUrl ? { botId, pdfUrl, fileName, ...rest } : { botId, ...rest };
}

/** Fields in the order the form shows them: the first in error is scrolled to. */
export const PDF_FIELD_ORDER = [
  "pdfUrl",
  "fileName",
  "name",
  "greeting",
  "persona",
  "intro",
  "avatar",
  "visibility",
] as const;

/** A zod issue as the message under its field: the PDF's own words, else the character form's. */
function pdfIssueMessage(issue: IssueLike) {
  const key = pdfMessageKey(issue.message);
  return key ? { key } : issueMessage(issue);
}

/** Checks the form with the schema the server uses: PdfBotForm to create, PdfBotChanges to edit. */
export function validatePdfForm(payload: unknown, editing: boolean): FieldErrors {
  const result = (editing ? PdfBotChanges : PdfBotForm).safeParse(payload);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues as IssueLike[]) {
    // A missing document shows at the file picker, whichever of the two fields the schema names.
    const raw = issue.path.map(String).join(".");
    const path = raw === "fileName" ? "pdfUrl" : raw;
    if (path && !errors[path]) errors[path] = pdfIssueMessage(issue);
  }
  return errors;
}

const rank = (path: string) => {
  const at = (PDF_FIELD_ORDER as readonly string[]).indexOf(path.split(".")[0] ?? "");
  return at === -1 ? PDF_FIELD_ORDER.length : at;
};

/** The field in error that comes first on screen. */
export function firstPdfError(errors: FieldErrors): string | null {
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return paths.reduce((best, path) => (rank(path) < rank(best) ? path : best));
}

/** A failed save's message: under its field when it names one, translated when known (PDF words first). */
export function readPdfServerError(message: string): {
  field: string | null;
  key: string | null;
  text: string;
} {
  const named = /^(?:body\.)?([A-Za-z]+):\s*(.+)$/s.exec(message.trim());
  const known = named && (PDF_FIELD_ORDER as readonly string[]).includes(named[1] ?? "");
  const text = (known ? named[2]! : message).trim();
  const pdfKey = pdfMessageKey(text);
  if (pdfKey) {
    const field = known
      ? named[1]!
      : pdfKey.endsWith("pdfRequired") || pdfKey.endsWith("pdfOnly")
        ? "pdfUrl"
        : null;
    return { field: field === "fileName" ? "pdfUrl" : field, key: pdfKey, text };
  }
  const character = readServerError(message);
  return { field: known ? named[1]! : character.field, key: character.key, text: character.text };
}
