import * as contract from "@fable/contract";

/** The names of the contract's message groups (`AuthMessages`, `ChatMessages` …). */
type GroupName = Extract<keyof typeof contract, `${string}Messages`>;

/**
 * Every group of messages the server sends, as the contract words them (English, the spec's): each
 * export of the contract named `…Messages`, so a new group is a group here without a further line.
 */
export const MESSAGE_GROUPS = Object.fromEntries(
  Object.entries(contract).filter(([name]) => name.endsWith("Messages")),
) as { [Group in GroupName]: (typeof contract)[Group] };

/** A translation of every message of every group: the type makes a missing one a compile error. */
export type MessageCatalog = {
  [Group in GroupName]: { [Id in keyof (typeof contract)[Group]]: string };
};

/** A message by its group and key, "AuthMessages.needLogin": what the server says, in any language. */
export type MessageId = {
  [Group in GroupName]: `${Group}.${Extract<keyof (typeof contract)[Group], string>}`;
}[GroupName];

/** Each message of a catalog by its id. */
export function textsById(catalog: MessageCatalog): Map<MessageId, string> {
  const texts = new Map<MessageId, string>();
  for (const [group, messages] of Object.entries(catalog)) {
    for (const [key, text] of Object.entries(messages as Record<string, string>)) {
      texts.set(`${group}.${key}` as MessageId, text);
    }
  }
  return texts;
}
