import type { Language } from "../context.ts";
import { MESSAGE_GROUPS, type MessageCatalog, type MessageId, textsById } from "./message-groups.ts";
import { MESSAGES_ZH_CN } from "./messages.zh-CN.ts";

/**
 * What the server says, as it travels from where it is thrown to the envelope: a message of the
 * contract's groups by id, translated by looking the id up in the reader's catalog.
 */
export interface CatalogMessage {
  readonly id: MessageId;
  /** What fills the message's `{{placeholders}}`, put in after the lookup; a message is itself rendered in the same language. */
  readonly params?: Readonly<Record<string, string | CatalogMessage>>;
  /** The field path the API names ("body.email", "lore.2.id"), put in front in every language. */
  readonly field?: string;
}

/** Words no catalog has (a model provider's own, a message built around user input): sent as they are. */
export interface VerbatimMessage {
  readonly text: string;
}

/** A message without parameters or field may be given by its id alone. */
export type ServerMessage = MessageId | CatalogMessage | VerbatimMessage;

export function message(id: MessageId, params?: CatalogMessage["params"]): CatalogMessage {
  return params ? { id, params } : { id };
}

/** The message about one field, named in front of it: "body.email: …". */
export function atField(field: string, about: CatalogMessage | MessageId): CatalogMessage {
  return { ...(typeof about === "string" ? { id: about } : about), field };
}

export function verbatim(text: string): VerbatimMessage {
  return { text };
}

const CATALOGS: Record<Language, MessageCatalog> = { en: MESSAGE_GROUPS, "zh-CN": MESSAGES_ZH_CN };
const textsByLanguage = new Map<Language, Map<MessageId, string>>();

/** The catalog of a language by id, flattened on first use. */
function textOf(id: MessageId, language: Language): string {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = textsById(CATALOGS[language]);
    textsByLanguage.set(language, texts);
  }
  return texts.get(id)!;
}

/** The message in the reader's language: English is the contract's own wording (the spec's). */
export function renderMessage(said: ServerMessage, language: Language): string {
  if (typeof said === "string") return textOf(said, language);
  if ("text" in said) return said.text;
  const { params } = said;
  let text = textOf(said.id, language);
  if (params) {
    text = text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
      const value = params[name];
      if (value === undefined) return placeholder;
      return typeof value === "string" ? value : renderMessage(value, language);
    });
  }
  return said.field ? `${said.field}: ${text}` : text;
}
