import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../i18n/languages";
import { parseMarkdown } from "../../lib/markdown";
import { DOCUMENT_NAMES, documentFile, fillPlaceholders } from "./documents";

const texts = import.meta.glob<string>("./content/*.md", { query: "?raw", import: "default", eager: true });

describe("documents", () => {
  it("exist for every page in every language, each opening with one title", () => {
    for (const name of DOCUMENT_NAMES) {
      for (const { code: language } of LANGUAGES) {
        const text = texts[documentFile(name, language)];
        expect(text, `${name} in ${language}`).toBeDefined();
        const blocks = parseMarkdown(text!);
        expect(blocks[0]?.kind === "heading" && blocks[0].level === 1, `${name}.${language} title`).toBe(
          true,
        );
        expect(blocks.filter((block) => block.kind === "heading" && block.level === 1)).toHaveLength(1);
      }
    }
  });

  it("have the same sections in both languages", () => {
    const sections = (text: string) => parseMarkdown(text).filter((block) => block.kind === "heading").length;
    for (const name of DOCUMENT_NAMES) {
      expect(sections(texts[documentFile(name, "zh-CN")]!), name).toBe(
        sections(texts[documentFile(name, "en")]!),
      );
    }
  });

  it("write Chinese in the Chinese texts", () => {
    for (const name of DOCUMENT_NAMES) {
      const chinese = texts[documentFile(name, "zh-CN")]!.match(/\p{Script=Han}/gu) ?? [];
      expect(chinese.length, name).toBeGreaterThan(200);
    }
  });

  it("fill the installation's support address", () => {
    expect(
      fillPlaceholders("Write to {{supportEmail}} or {{supportEmail}}.", { supportEmail: "a@b.c" }),
    ).toBe("Write to a@b.c or a@b.c.");
  });
});
