import { BotChanges } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { formFromEditInfo, toChangesPayload } from "./form";
import { emptySamplingDraft, samplingDraftFrom, samplingPayload } from "./samplingDraft";
import { testEditInfo } from "./testEditInfo";
import { validatePayload } from "./validation";

describe("the model settings draft", () => {
  it("sends nothing (null) when nothing is filled in", () => {
    expect(samplingPayload(emptySamplingDraft())).toBeNull();
  });

  it("sends numbers, stop strings with their line breaks, and typed extra settings", () => {
    const draft = {
      ...emptySamplingDraft(),
      temperature: " 0.9 ",
      topK: "40",
      stop: "\\nUser:\n\n###",
      extra: 'mirostat = 2\nsampler_order_note = "7"\nflag = true\nname = greedy',
    };
    expect(samplingPayload(draft)).toEqual({
      temperature: 0.9,
      topK: 40,
      stop: ["\nUser:", "###"],
      extra: { mirostat: 2, sampler_order_note: "7", flag: true, name: "greedy" },
    });
  });

  it("reads a stored value back into the same draft", () => {
    const stored = {
      temperature: 1.1,
      seed: 7,
      stop: ["\n{{user}}:"],
      extra: { mirostat: 2, note: "3", greedy: false, word: "calm" },
    };
    expect(samplingPayload(samplingDraftFrom(stored))).toEqual(stored);
  });

  it("leaves text that is not a number for the contract to refuse, under the field", () => {
    const draft = { ...emptySamplingDraft(), temperature: "warm" };
    const errors = validatePayload("edit", { botId: "1", sampling: samplingPayload(draft) });
    expect(Object.keys(errors)).toEqual(["sampling.temperature"]);
    expect(BotChanges.safeParse({ botId: "1", sampling: { temperature: 0.5 } }).success).toBe(true);
  });

  it("is sent in an edit only when it changed", () => {
    const info = formFromEditInfo({ ...testEditInfo, sampling: { temperature: 0.9 } });
    expect(toChangesPayload("1", info, info)).toEqual({ botId: "1" });
    const cleared = { ...info, sampling: emptySamplingDraft() };
    expect(toChangesPayload("1", info, cleared)).toEqual({ botId: "1", sampling: null });
  });
});
