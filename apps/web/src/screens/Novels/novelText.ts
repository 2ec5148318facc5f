import type { NovelCard } from "@fable/contract";

/** The novel's title for the reader's language: the Chinese one for zh-CN readers where it exists. */
export const novelTitle = (novel: Pick<NovelCard, "title" | "titleZh" | "characterName">, language: string) =>
  (language === "zh-CN" && novel.titleZh) || novel.title || novel.characterName;

export const novelIntro = (novel: Pick<NovelCard, "introduce" | "introZh">, language: string) =>
  (language === "zh-CN" && novel.introZh) || novel.introduce;
