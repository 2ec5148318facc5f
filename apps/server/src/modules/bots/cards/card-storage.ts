import { BotType } from "@fable/contract";
import type { BotRow, bots, loreEntries } from "../bots.schema.ts";
import type { CardCharacter, CardSpec, LoreEntry } from "./card-model.ts";
import type { FableFields } from "./fable-extension.ts";

type LoreRow = typeof loreEntries.$inferSelect;

/** The parts of a card with no column of their own, stored together in bots.card_data. */
interface StoredCardData {
  extensions: CardCharacter["extensions"];
  unknownFields: CardCharacter["unknownFields"];
  loreBook: CardCharacter["loreBook"];
  sourceSpec: CardSpec;
  assets: CardCharacter["assets"];
  nickname: CardCharacter["nickname"];
  groupOnlyGreetings: CardCharacter["groupOnlyGreetings"];
  source: CardCharacter["source"];
  creationDate: CardCharacter["creationDate"];
  modificationDate: CardCharacter["modificationDate"];
}

interface StoredEntryData {
  id: LoreEntry["id"];
  extensions: LoreEntry["extensions"];
  unknownFields: LoreEntry["unknownFields"];
}

const INTRO_LENGTH = 200;

/**
 * Cards have no short introduction; the creator's notes (or the description) make a first draft of
 * one. Only the text's start is read: collapsing the spaces of a 100 000-character description whole
 * cost milliseconds for the 200 characters kept.
 */
function draftIntro(character: CardCharacter): string {
  const source = (character.creatorNotes || character.description).trimStart();
  const start = source.slice(0, INTRO_LENGTH * 8);
  const text = start.replace(/\s+/g, " ").trim();
  const whole = start.length === source.length;
  return whole && text.length <= INTRO_LENGTH ? text : `${text.slice(0, INTRO_LENGTH - 1).trimEnd()}…`;
}

/** The columns of the fields only Fable has, from a card Fable exported. */
function fableColumns(character: CardCharacter) {
  if (!character.fable) return {};
  const { categories: _categories, ...columns } = character.fable;
  return columns;
}

/** Column values of a new bot holding the card; imported bots start private. */
export function cardToBotValues(character: CardCharacter, creatorId: number, avatar: string) {
  const cardData: StoredCardData = {
    extensions: character.extensions,
    unknownFields: character.unknownFields,
    loreBook: character.loreBook,
    sourceSpec: character.sourceSpec,
    assets: character.assets,
    nickname: character.nickname,
    groupOnlyGreetings: character.groupOnlyGreetings,
    source: character.source,
    creationDate: character.creationDate,
    modificationDate: character.modificationDate,
  };
  return {
    creatorId,
    botType: BotType.CHARACTER,
    name: character.botName,
    characterName: character.characterName,
    greeting: character.greeting,
    alternateGreetings: character.alternateGreetings,
    intro: character.fable?.intro ?? draftIntro(character),
    ...fableColumns(character),
    description: character.description,
    personality: character.personality,
    scenario: character.scenario,
    exampleDialogue: character.exampleDialogue,
    systemPrompt: character.systemPrompt,
    postHistoryInstructions: character.postHistoryInstructions,
    creatorNotes: character.creatorNotes,
    cardCreator: character.creator,
    characterVersion: character.characterVersion,
    tags: character.tags,
    visibility: "private",
    avatar,
    needsGreeting: character.needsGreeting,
    cardData: cardData as unknown as Record<string, unknown>,
  } satisfies Partial<typeof bots.$inferInsert>;
}

export function cardToLoreValues(character: CardCharacter, botId: number) {
  return character.lore.map((entry, position) => ({
    botId,
    position,
    keywords: entry.keys,
    secondaryKeys: entry.secondaryKeys,
    content: entry.content,
    enabled: entry.enabled,
    constant: entry.constant,
    selective: entry.selective,
    caseSensitive: entry.caseSensitive,
    insertionOrder: entry.insertionOrder,
    placement: entry.position,
    name: entry.name,
    comment: entry.comment,
    priority: entry.priority,
    entryData: {
      id: entry.id,
      extensions: entry.extensions,
      unknownFields: entry.unknownFields,
    } as unknown as Record<string, unknown>,
  }));
}

/**
 * Rebuilds the card from what is stored; bots made in Fable (no card data) export with empty extras.
 * `categorySlugs` are the bot's categories, carried with the other Fable-only fields.
 */
export function botToCard(bot: BotRow, lore: LoreRow[], categorySlugs: string[]): CardCharacter {
  const stored = (bot.cardData ?? {}) as Partial<StoredCardData>;
  return {
    characterName: bot.characterName || bot.name,
    botName: bot.name,
    greeting: bot.greeting,
    alternateGreetings: bot.alternateGreetings,
    description: bot.description,
    personality: bot.personality,
    scenario: bot.scenario,
    exampleDialogue: bot.exampleDialogue,
    systemPrompt: bot.systemPrompt,
    postHistoryInstructions: bot.postHistoryInstructions,
    creatorNotes: bot.creatorNotes,
    tags: bot.tags,
    creator: bot.cardCreator,
    characterVersion: bot.characterVersion,
    lore: [...lore]
      .sort((a, b) => a.position - b.position)
      .map((row) => {
        const entryData = (row.entryData ?? {}) as Partial<StoredEntryData>;
        return {
          keys: row.keywords,
          secondaryKeys: row.secondaryKeys,
          content: row.content,
          enabled: row.enabled,
          constant: row.constant,
          selective: row.selective,
          insertionOrder: row.insertionOrder,
          caseSensitive: row.caseSensitive,
          position: row.placement,
          name: row.name,
          comment: row.comment,
          priority: row.priority,
          id: entryData.id ?? null,
          extensions: entryData.extensions ?? {},
          unknownFields: entryData.unknownFields ?? {},
        };
      }),
    loreBook: stored.loreBook ?? null,
    extensions: stored.extensions ?? {},
    unknownFields: stored.unknownFields ?? { topLevel: {}, data: {} },
    sourceSpec: stored.sourceSpec ?? "v3",
    needsGreeting: bot.needsGreeting,
    assets: stored.assets ?? null,
    nickname: stored.nickname ?? null,
    groupOnlyGreetings: stored.groupOnlyGreetings ?? [],
    source: stored.source ?? null,
    creationDate: stored.creationDate ?? null,
    modificationDate: stored.modificationDate ?? null,
    fable: {
      prompt: bot.prompt,
      intro: bot.intro,
      supplementalInfo: bot.supplementalInfo,
      dialogueStyle: bot.dialogueStyle,
      mantra: bot.mantra,
      gender: bot.gender as FableFields["gender"],
      age: bot.age,
      voice: bot.voice,
      speechRate: bot.speechRate as FableFields["speechRate"],
      imageStyle: bot.imageStyle,
      hideImageDescription: bot.hideImageDescription,
      categories: categorySlugs,
      sampling: bot.sampling ?? null,
    },
  };
}
