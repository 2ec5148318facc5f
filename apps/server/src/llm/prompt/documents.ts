import type { PromptDocuments } from "./types.ts";

/**
 * The documents section of the system prompt: the retrieved passages, each labelled with its page,
 * and how to cite them ("(p. N)", which the web turns into a link to that page of the viewer).
 */
export function buildDocumentsText(documents: PromptDocuments | undefined): string {
  if (!documents) return "";
  const { passages, onlySource } = documents;
  if (passages.length === 0) {
    return onlySource
      ? "[Document passages]\nNothing in the document matches the latest message. If it asks about the document, say plainly that the document does not cover it."
      : "";
  }
  const rules = onlySource
    ? "Answer from these passages of the document, in character. Quote or paraphrase them and cite the page after each point as (p. N). If they do not answer the question, say so plainly instead of guessing."
    : "These passages of a document may help; when you use one, cite its page as (p. N).";
  return [
    "[Document passages]",
    rules,
    ...passages.map((passage) => `[p. ${passage.page}]\n${passage.text}`),
  ].join("\n\n");
}
