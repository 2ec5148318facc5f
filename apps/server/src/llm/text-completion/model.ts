import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { jsonWithField } from "../http/json-text.ts";
import type { Endpoint } from "../http/post-json.ts";
import type { ReplyStreamReader } from "../http/reply-stream-reader.ts";
import { type BackendCall, HttpStreamingModel, type WholeReply } from "../http/streaming-model.ts";
import { renderPrompt, renderPromptJson } from "../instruct/render.ts";
import type { InstructTemplate } from "../instruct/templates.ts";
import { STOPPED, StopTrimmingReader, trimmedReply } from "./stop-reader.ts";

/** What a text-completion backend needs besides the model's name and endpoint. */
export interface TextCompletionSettings {
  /** The instruct format the prompt is written in. */
  template: InstructTemplate;
  /** The scene's context window (KoboldCpp is told it with every call). */
  contextWindow: number;
}

/**
 * A model behind a text-completion API: Fable's prompt is written out as one string in the model's
 * instruct format (llm/instruct/), the format's stop strings go with the scene's own, and the reply
 * is cut at a stop string on this side as well, for backends that stream past one. A backend says
 * only how its call, stream and whole answer look.
 */
export abstract class TextCompletionModel extends HttpStreamingModel {
  protected readonly template: InstructTemplate;
  protected readonly contextWindow: number;

  constructor(modelId: string, endpoint: Endpoint, provider: string, settings: TextCompletionSettings) {
    super(modelId, endpoint, provider);
    this.template = settings.template;
    this.contextWindow = settings.contextWindow;
  }

  /**
   * Where a call goes and its request fields besides the model's name and the prompt (which every
   * text-completion API takes as `model` and `prompt`), asking the backend to stop at `stop`.
   */
  protected abstract textCall(
    stop: string[],
    options: LanguageModelV3CallOptions,
    stream: boolean,
  ): { path: string; fields: Record<string, unknown> };
  /** The backend's own stream reader; stop strings are enforced around it. */
  protected abstract textStreamReader(): ReplyStreamReader;
  /** The backend's whole answer as read; stop strings are enforced on its text. */
  protected abstract textReply(answer: unknown): WholeReply;

  /** The format's stop strings, then the scene's. */
  protected stopStrings(options: LanguageModelV3CallOptions): string[] {
    const scene = options.stopSequences ?? [];
    return scene.length ? [...new Set([...this.template.stop, ...scene])] : this.template.stop;
  }

  /**
   * The backend's call. Its JSON is written with the prompt's texts escaped once per chat
   * (renderPromptJson); the prompt as a string is made only if someone reads the call's body (the
   * AI SDK's request record), not on every reply.
   */
  protected call(options: LanguageModelV3CallOptions, stream: boolean): BackendCall {
    const { path, fields } = this.textCall(this.stopStrings(options), options, stream);
    const settings = { model: this.modelId, ...fields };
    const template = this.template;
    return {
      path,
      body: {
        ...settings,
        get prompt() {
          return renderPrompt(options.prompt, template);
        },
      },
      payload: jsonWithField(settings, "prompt", renderPromptJson(options.prompt, template)),
    };
  }

  protected streamReader(options: LanguageModelV3CallOptions): ReplyStreamReader {
    return new StopTrimmingReader(this.textStreamReader(), this.stopStrings(options));
  }

  protected wholeReply(answer: unknown, options: LanguageModelV3CallOptions): WholeReply {
    const reply = this.textReply(answer);
    const { text, stopped } = trimmedReply(reply.text, this.stopStrings(options));
    return { ...reply, text, ...(stopped ? { finishReason: STOPPED } : {}) };
  }
}
