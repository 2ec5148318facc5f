import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import type { WholeReply } from "../http/streaming-model.ts";
import { type CompletionChoice, CompletionStreamReader } from "../openai-chat/completion-reader.ts";
import { type CompletionUsage, finishReasonOf, usageOf } from "../openai-chat/messages.ts";
import { openAISampling } from "../openai-chat/model.ts";
import { TextCompletionModel } from "../text-completion/model.ts";

interface TextCompletion {
  id?: string;
  model?: string;
  choices?: { text?: string | null; finish_reason?: string | null }[];
  usage?: CompletionUsage | null;
}

/** A streamed text completion: the chat completion's stream, with each choice's `text` as the piece. */
class TextCompletionStreamReader extends CompletionStreamReader {
  protected override pieceOf(choice: CompletionChoice) {
    return choice.text;
  }
}

/**
 * A model behind an OpenAI-compatible `/completions` endpoint, prompted with text in its instruct
 * format: vLLM, LM Studio, TabbyAPI, text-generation-webui, llama.cpp's OpenAI endpoint. Sampler
 * settings are named as for chat completions.
 */
export class OpenAITextModel extends TextCompletionModel {
  protected textCall(stop: string[], options: LanguageModelV3CallOptions, stream: boolean) {
    const fields = {
      ...openAISampling({ ...options, stopSequences: stop }),
      ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
    };
    return { path: "/completions", fields };
  }

  protected textStreamReader() {
    return new TextCompletionStreamReader();
  }

  protected textReply(answer: unknown): WholeReply {
    const completion = answer as TextCompletion;
    const choice = completion.choices?.[0];
    return {
      text: choice?.text ?? "",
      finishReason: finishReasonOf(choice?.finish_reason),
      usage: usageOf(completion.usage),
      ...(completion.id ? { id: completion.id } : {}),
      ...(completion.model ? { modelId: completion.model } : {}),
    };
  }
}
