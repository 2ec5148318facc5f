import path from "node:path";
import { VISITOR_MESSAGES_MAX } from "@fable/contract";
import { z } from "zod";
import { MODEL_PROVIDERS } from "./llm/model-scenes.ts";

/** Where the repository root is, so default paths work whatever the working directory. */
const repoRoot = path.resolve(import.meta.dirname, "../../..");

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be 1–65535")
  .max(65535, "must be 1–65535");

const optionalText = z.string().min(1).optional();

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: port.default(3000),
    /** This machine only unless set: opening the port to a network is a choice (0.0.0.0), never a default. */
    HOST: z.string().min(1).default("127.0.0.1"),
    /** On SIGTERM, how long replies still streaming may go on before they are ended (and the process exits). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** A client must have sent a request's headers this long after it began (slow-header attacks). */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * A client must have sent a whole request (headers and body) this long after it began: the largest
     * body, a 10 MB picture, at 64 KB/s takes 160 s, plus the headers' 10 s. Replies are not limited:
     * a chat reply streams for as long as the model writes.
     */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(170_000),
    /** Open connections one client address may have at once; 0 turns the cap off. Not applied with TRUST_PROXY. */
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(64),
    /** Verification codes one client address may request in a day; 0 turns the cap off. */
    DAILY_CODES_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(30),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, "data")),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** Shared rate-limit counters for several instances; without it each instance counts on its own. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, "apps/web/dist")),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** readable: short lines for a person at a terminal; json: one JSON object a line. Unset: readable on a TTY only. */
    LOG_FORMAT: z.enum(["readable", "json"]).optional(),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /**
     * Other sites whose pages may call the API from the browser (comma-separated origins such as
     * https://app.example). Empty: no cross-origin caller is allowed, and browsers enforce it.
     */
    CORS_ORIGINS: z
      .string()
      .default("")
      .transform((value, context) => {
        const origins = value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean);
        for (const origin of origins) {
          if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
            context.addIssue({
              code: "custom",
              message: `${origin} must be an origin such as https://app.example`,
            });
          }
        }
        return origins;
      }),
    /** The address users reach Fable at: OAuth redirect URIs and links in emails are built from it. */
    PUBLIC_URL: z.url({ error: "must be a URL such as https://fable.example" }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Fable <no-reply@fable.localhost>"),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** When true, a new login ends the account's other sessions (they get code 420). */
    SINGLE_SESSION: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** Days between asking to remove an account and its removal (spec ACCOUNT_CANCELLATION.delay_time). */
    ACCOUNT_REMOVAL_DELAY_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    /**
     * auto: new and edited bots are approved at once (self-hosting); manual: a reviewer decides
     * (docs/product.md#bot-review).
     */
    REVIEW_MODE: z.enum(["auto", "manual"]).default("auto"),
    /** Accounts with these emails (comma separated) may review bots, besides users of type reviewer/admin. */
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** off: no chat quota or per-minute cap at all (self-hosters, benchmarks). */
    QUOTAS: z.enum(["on", "off"]).default("on"),
    /** Daily limits of the free plan; paid plans have none (docs/product.md#quotas). */
    FREE_DAILY_REGENERATIONS: z.coerce.number().int().min(0).max(100_000).default(50),
    FREE_DAILY_EDITS: z.coerce.number().int().min(0).max(100_000).default(30),
    FREE_DAILY_SUGGESTIONS: z.coerce.number().int().min(0).max(100_000).default(20),
    /** Messages one account may send per minute (checkCurrentMinuteChatCount). */
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /**
     * Messages a visitor may send in one conversation before the sign-in prompt; 0 turns visitor chat off
     * (docs/product.md#visitor-chat).
     */
    VISITOR_MESSAGES: z.coerce.number().int().min(0).max(VISITOR_MESSAGES_MAX).default(5),
    /** Messages all visitors at one address may send per UTC day, so the model budget has a ceiling (QUOTAS=off lifts it). */
    VISITOR_MESSAGES_PER_DAY: z.coerce.number().int().min(0).max(1_000_000).default(30),
    /** Credits every new account receives (docs/product.md#credits); 0 gives none. */
    NEW_USER_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(30),
    /** Credits the daily reward grants, once a UTC day, to accounts with a validated email; 0 turns it off. */
    DAILY_REWARD_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(5),
    /** Credits one avatar generation costs (members whose plan needs no credits pay none); 0 makes it free. */
    AVATAR_GENERATION_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(2),
    /** Credits that unlock one picture a character sent (free accounts; members see pictures at once). */
    PICTURE_UNLOCK_CREDITS: z.coerce.number().int().min(0).max(1_000_000).default(3),
    /** Days credits count from the day they are granted; then they expire, to the second. */
    CREDITS_VALID_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /**
     * A JSON or YAML file of plan prices, trials, the promotion and each plan's entitlements
     * (docs/product.md#plans); without it the embedded plans apply.
     */
    PLANS_FILE: optionalText,
    /**
     * A JSON or YAML file of house ads, ad-network slots and the rewarded ad (docs/product.md#ads);
     * without it there are no house ads and the rewarded ad shows Fable's own house card.
     */
    ADS_FILE: optionalText,
    /**
     * Stripe's secret API key (sk_live_… or sk_test_…): plans are then paid through Stripe Checkout, in
     * production too (docs/product.md#payments). Needs STRIPE_WEBHOOK_SECRET.
     */
    STRIPE_SECRET_KEY: optionalText,
    /** The signing secret (whsec_…) of the webhook endpoint {PUBLIC_URL}/pay/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Another address for Stripe's API (a proxy, or the tests' local fake); api.stripe.com when unset. */
    STRIPE_API_URL: z
      .url({ error: "must be a URL such as https://api.stripe.com" })
      .regex(/^https?:\/\//, "must start with http:// or https://")
      .optional(),
    /**
     * The novels a click opens straight in the reader (spec §9; docs/product.md#novels): comma-separated
     * bot ids or seed slugs. Unset: the first three seeded stories that have chapters.
     */
    NOVELS_OPEN_IN_READER: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? undefined
          : value
              .split(",")
              .map((entry) => entry.trim())
              .filter(Boolean),
      ),
    /** How many bots one account may own (docs/product.md#creator). */
    MAX_BOTS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(40),
    /** The largest PDF a user may upload for a PDF bot or a supplemental PDF (docs/product.md#pdf-bots). */
    PDF_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(50 * 1024 * 1024),
    /**
     * A voice-cloning service in ElevenLabs' wire format (POST /v1/voices/add, /v1/text-to-speech/{id}):
     * voice packs become cloned voices. Without it, packs approximate the voice with espeak-ng.
     */
    VOICE_CLONE_BASE_URL: z.url({ error: "must be a URL such as https://api.elevenlabs.io" }).optional(),
    VOICE_CLONE_API_KEY: optionalText,
    /** The model_id sent with each request to speak in a cloned voice. */
    VOICE_CLONE_MODEL: z.string().min(1).default("eleven_multilingual_v2"),
    /** Days after a membership ends before the voice packs it trained are removed (spec §9). */
    VOICE_LAPSED_MEMBER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /**
     * auto: a PDF page without readable text is read from its picture by OCR when Debian's `tesseract`
     * is installed (detected once per process); off: never (docs/product.md#pdf-bots).
     */
    PDF_OCR: z.enum(["auto", "off"], { error: 'must be "auto" or "off"' }).default("auto"),
    /** The most pages of one PDF read by OCR (about 3 s each); the rest are left without text and said so. */
    PDF_OCR_MAX_PAGES: z.coerce.number().int().min(1).max(2000).default(200),
    /** Signs upload links; without it (outside production) a random secret is kept in DATA_DIR/upload-signing-secret. */
    UPLOAD_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** An S3-compatible bucket for uploads and generated pictures instead of DATA_DIR/uploads. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3–63 lowercase letters, digits, . and -)",
      )
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Another provider's endpoint (MinIO, R2 …); AWS when unset. */
    S3_ENDPOINT: z.url({ error: "must be a URL such as https://s3.example.com" }).optional(),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Where browsers read the bucket's objects (a CDN, a public bucket domain); see loadConfig for the default. */
    S3_PUBLIC_URL: z.url({ error: "must be a URL such as https://files.fable.example" }).optional(),
    /** true: https://endpoint/bucket/key (MinIO and most self-hosted stores); false: https://bucket.endpoint/key. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /** An OpenAI-images-compatible endpoint (base URL or …/images/generations) for avatar generation. */
    IMAGE_MODEL_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    IMAGE_MODEL_API_KEY: optionalText,
    /** The model name sent to IMAGE_MODEL_URL, when the endpoint needs one. */
    IMAGE_MODEL: optionalText,
    /**
     * The image engine that draws the pictures characters send in chat: an OpenAI-compatible
     * /images/generations endpoint, a Stable Diffusion WebUI (A1111/Forge) or ComfyUI, at
     * IMAGE_ENGINE_URL. Unset: pictures come from the character's image pack (docs/product.md#image-engines).
     */
    IMAGE_ENGINE: z
      .enum(["openai", "a1111", "comfyui"], { error: 'must be "openai", "a1111" or "comfyui"' })
      .optional(),
    IMAGE_ENGINE_URL: z.url({ error: "must be a URL such as http://127.0.0.1:7860" }).optional(),
    /** openai: a bearer key; a1111: "user:password" of --api-auth; comfyui: a bearer key for a proxy in front. */
    IMAGE_ENGINE_API_KEY: optionalText,
    /** openai: the model name; a1111: a checkpoint to switch to; comfyui: unused (the workflow names it). */
    IMAGE_ENGINE_MODEL: optionalText,
    /** Sampling steps for a1111, and {{steps}} in a ComfyUI workflow. */
    IMAGE_ENGINE_STEPS: z.coerce.number().int().min(1).max(150).default(25),
    /** The longer side engines draw at; the pack resolutions scaled down (1024: 576×1024, 768×1024, 1024×1024). */
    IMAGE_ENGINE_MAX_SIDE: z.coerce.number().int().min(256).max(2048).default(1024),
    /** openai only: the sizes the endpoint accepts (comma-separated WxH); the nearest ratio is asked for, then cropped. */
    IMAGE_ENGINE_SIZES: z
      .string()
      .regex(
        /^\s*(\d{2,5}x\d{2,5}\s*(,\s*\d{2,5}x\d{2,5}\s*)*)?$/i,
        "must be sizes such as 1024x1024,1024x1536",
      )
      .default(""),
    /** comfyui only: a workflow saved in API format, with {{prompt}} and optionally {{negative}}, {{width}}, {{height}}, {{seed}}, {{steps}}. */
    IMAGE_ENGINE_WORKFLOW: optionalText,
    /** How long one picture may take, from the request to the last byte (ComfyUI's queue included). */
    IMAGE_ENGINE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    /** The kind of API LLM_MODEL is served by; hosted APIs need no LLM_BASE_URL. */
    LLM_PROVIDER: z
      .enum(
        MODEL_PROVIDERS.filter((provider) => provider !== "offline"),
        {
          error: `must be one of ${MODEL_PROVIDERS.filter((provider) => provider !== "offline").join(", ")}`,
        },
      )
      .default("openai-compatible"),
    /** The model's endpoint; with LLM_MODEL it replaces the offline engine as the default model. */
    LLM_BASE_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    /** Tokens the model reads (prompt and reply together) and the most it may write per reply. */
    LLM_CONTEXT_WINDOW: z.coerce.number().int().min(512).max(10_000_000).default(8192),
    LLM_MAX_REPLY_TOKENS: z.coerce.number().int().min(16).max(200_000).default(512),
    /** A reply that takes longer than this is abandoned and the user asked to regenerate. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    /**
     * What answers when LLM_MODEL fails before the first piece of a reply (unreachable, busy, timed
     * out, said nothing): "offline", the offline engine (the reply says so), or "none", an error
     * asking the user to try again. A models file sets this per scene (`fallback`).
     */
    LLM_FALLBACK: z.enum(["none", "offline"], { error: 'must be "none" or "offline"' }).default("none"),
    /** A JSON or YAML file listing several model scenes; it takes precedence over LLM_MODEL. */
    MODELS_FILE: optionalText,
    /**
     * An OpenAI-compatible embeddings endpoint (…/v1, POST /embeddings): PDF passages and questions are
     * then also ranked by meaning, fused with full text (docs/product.md#pdf-bots). Off when unset.
     */
    EMBEDDINGS_BASE_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    EMBEDDINGS_API_KEY: optionalText,
    /** The model name sent to EMBEDDINGS_BASE_URL, such as text-embedding-3-small. */
    EMBEDDINGS_MODEL: optionalText,
    /**
     * auto: chat replies can be spoken — by TTS_BASE_URL when set, else by espeak-ng when it is
     * installed; off: no speech at all.
     */
    SPEECH: z.enum(["auto", "off"], { error: 'must be "auto" or "off"' }).default("auto"),
    /** The espeak-ng program: a name found on PATH or a full path. */
    ESPEAK_PATH: z.string().min(1).default("espeak-ng"),
    /** An OpenAI-compatible speech endpoint (…/v1, POST /audio/speech) used instead of espeak-ng. */
    TTS_BASE_URL: z.url({ error: "must be a URL such as https://api.openai.com/v1" }).optional(),
    TTS_API_KEY: optionalText,
    /** The model name sent to TTS_BASE_URL; tts-1 when unset. */
    TTS_MODEL: optionalText,
    /** The voices TTS_BASE_URL offers, comma-separated; OpenAI's when unset. */
    TTS_VOICES: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((voice) => voice.trim())
          .filter(Boolean),
      ),
    /** Pause between the offline engine's streamed words, so replies appear as they are "typed". */
    OFFLINE_MODEL_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(15),
    /**
     * on: after the server listens, each model scene is probed in the background (endpoint reachable,
     * model listed, a tiny reply streams) and logged, and shown on the admin Models page.
     */
    MODEL_PROBE: z.enum(["on", "off"]).default("on"),
    /** How long each step of a probe (the model list, the tiny streamed reply) may take. */
    MODEL_PROBE_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(5000),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    DISCORD_CLIENT_ID: optionalText,
    DISCORD_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    APPLE_CLIENT_ID: optionalText,
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    /** The .p8 key's PEM text (newlines may be written as \n). */
    APPLE_PRIVATE_KEY: optionalText,
    /**
     * Provider endpoints, normally built in. Set them to use a self-hosted or test identity provider
     * (the tests point Google's at a local OpenID Connect server). PLATFORM is GOOGLE, DISCORD, FACEBOOK or APPLE.
     */
    ...(Object.fromEntries(
      ["GOOGLE", "DISCORD", "FACEBOOK", "APPLE"].flatMap((platform) =>
        ["AUTHORIZATION_URL", "TOKEN_URL", "USERINFO_URL"].map((endpoint) => [
          `OAUTH_${platform}_${endpoint}`,
          z.url().optional(),
        ]),
      ),
    ) as Record<
      `OAUTH_${"GOOGLE" | "DISCORD" | "FACEBOOK" | "APPLE"}_${"AUTHORIZATION_URL" | "TOKEN_URL" | "USERINFO_URL"}`,
      z.ZodOptional<z.ZodURL>
    >),
  })
  .superRefine((config, context) => {
    if (config.REQUEST_TIMEOUT_MS < config.HEADERS_TIMEOUT_MS) {
      context.addIssue({
        code: "custom",
        path: ["REQUEST_TIMEOUT_MS"],
        message: "must be at least HEADERS_TIMEOUT_MS (a request's headers are part of it)",
      });
    }
    // The dev outbox shows codes to anyone who asks; production must deliver mail for real.
    if (config.NODE_ENV === "production" && !config.SMTP_URL) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when NODE_ENV=production (the dev outbox is disabled there)",
      });
    }
    // Outside production a random secret kept in DATA_DIR will do; in production every instance must
    // sign and check links alike, and a secret on one disk is neither shared nor backed up.
    if (config.NODE_ENV === "production" && !config.UPLOAD_SIGNING_SECRET && !config.S3_BUCKET) {
      context.addIssue({
        code: "custom",
        path: ["UPLOAD_SIGNING_SECRET"],
        message: "is required when NODE_ENV=production and uploads are stored on disk (no S3_BUCKET)",
      });
    }
    requireImageEngineSettings(config, context);
    requireStripeSettings(config, context);
    requireS3Settings(config, context);
  });

/** An engine needs its address, and ComfyUI its workflow; an address without an engine is a half-made setting. */
function requireImageEngineSettings(
  config: {
    IMAGE_ENGINE?: string | undefined;
    IMAGE_ENGINE_URL?: string | undefined;
    IMAGE_ENGINE_WORKFLOW?: string | undefined;
  },
  context: z.RefinementCtx,
) {
  if (config.IMAGE_ENGINE && !config.IMAGE_ENGINE_URL)
    context.addIssue({
      code: "custom",
      path: ["IMAGE_ENGINE_URL"],
      message: "is required when IMAGE_ENGINE is set",
    });
  if (!config.IMAGE_ENGINE && config.IMAGE_ENGINE_URL)
    context.addIssue({
      code: "custom",
      path: ["IMAGE_ENGINE"],
      message: "is required when IMAGE_ENGINE_URL is set (openai, a1111 or comfyui)",
    });
  if (config.IMAGE_ENGINE === "comfyui" && !config.IMAGE_ENGINE_WORKFLOW)
    context.addIssue({
      code: "custom",
      path: ["IMAGE_ENGINE_WORKFLOW"],
      message: "is required when IMAGE_ENGINE=comfyui",
    });
}

/**
 * Stripe's events are the only news of payments: a key without the webhook secret would take money and
 * never hear that it was paid. Its return links need the address users reach Fable at.
 */
function requireStripeSettings(
  config: {
    STRIPE_SECRET_KEY?: string | undefined;
    STRIPE_WEBHOOK_SECRET?: string | undefined;
    PUBLIC_URL?: string | undefined;
    NODE_ENV: string;
  },
  context: z.RefinementCtx,
) {
  if (!config.STRIPE_SECRET_KEY) return;
  if (!config.STRIPE_WEBHOOK_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["STRIPE_WEBHOOK_SECRET"],
      message: "is required when STRIPE_SECRET_KEY is set (payments are confirmed by signed webhooks)",
    });
  }
  if (config.NODE_ENV === "production" && !config.PUBLIC_URL) {
    context.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: "is required when STRIPE_SECRET_KEY is set in production (Checkout returns users there)",
    });
  }
}

type S3Setting = "S3_BUCKET" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL";

/** A bucket needs its keys; keys, an endpoint or a public URL without a bucket are a half-made setting. */
function requireS3Settings(config: { [name in S3Setting]?: string | undefined }, context: z.RefinementCtx) {
  if (config.S3_BUCKET) {
    const keys: S3Setting[] = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    for (const name of keys.filter((key) => !config[key])) {
      context.addIssue({ code: "custom", path: [name], message: "is required when S3_BUCKET is set" });
    }
    return;
  }
  const others: S3Setting[] = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"];
  const given = others.filter((name) => config[name]);
  if (given.length > 0) {
    context.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: `is required when ${given.join(", ")} ${given.length === 1 ? "is" : "are"} set`,
    });
  }
}

/**
 * Path-style, which every S3-compatible store serves: the endpoint's, or AWS's regional one. A
 * bucket whose objects are read elsewhere (a CDN, R2's public domain) sets S3_PUBLIC_URL.
 */
function defaultS3PublicUrl(config: { S3_ENDPOINT?: string | undefined; S3_REGION: string }, bucket: string) {
  const endpoint = config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`;
  return `${endpoint.replace(/\/+$/, "")}/${bucket}`;
}

export type Config = z.infer<typeof ConfigSchema> & {
  uploadsDir: string;
  pgliteDir: string;
  /** PUBLIC_URL, or http://localhost:PORT when unset. */
  publicUrl: string;
  /** Whether verification codes go to the dev outbox instead of SMTP/SMS. */
  devOutbox: boolean;
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join("; ")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    pgliteDir: path.join(dataDir, "db"),
    S3_PUBLIC_URL: parsed.data.S3_BUCKET
      ? (parsed.data.S3_PUBLIC_URL ?? defaultS3PublicUrl(parsed.data, parsed.data.S3_BUCKET)).replace(
          /\/+$/,
          "",
        )
      : undefined,
    publicUrl: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, ""),
    devOutbox: parsed.data.NODE_ENV !== "production",
  };
}
