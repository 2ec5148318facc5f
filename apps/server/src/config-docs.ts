import { ConfigSchema } from "./config.ts";

/** Every variable the configuration accepts. */
export type ConfigVariable = keyof typeof ConfigSchema.shape;

interface VariableDoc {
  /** The group the README lists it under. */
  section: "Server" | "Accounts" | "Rules" | "Files" | "Models" | "Sign-in providers";
  effect: string;
  /** The default as a person reads it, where the schema's own (an absolute path, a list) would mislead. */
  shownDefault?: string;
}

const oauthEndpoint = (platform: string, endpoint: string): VariableDoc => ({
  section: "Sign-in providers",
  effect: `${platform}'s ${endpoint} endpoint, for a self-hosted or test identity provider; built in otherwise`,
});

/**
 * What each variable does, for the README's configuration table (`npm run docs:config` writes it;
 * config-docs.test.ts fails when the table and this list differ). Typed by the schema's keys, so a
 * variable added to the schema without a line here does not compile.
 */
export const CONFIG_DOCS: Record<ConfigVariable, VariableDoc> = {
  NODE_ENV: {
    section: "Server",
    effect: "`production` turns off developer-only pages and requires `SMTP_URL`",
  },
  PORT: { section: "Server", effect: "port to listen on" },
  HOST: {
    section: "Server",
    effect:
      "address to listen on; `0.0.0.0` opens Fable to your network (the dev outbox still answers only this machine)",
  },
  SHUTDOWN_GRACE_MS: {
    section: "Server",
    effect: "on SIGTERM, how long open chat streams may finish before they end with the congested message",
  },
  HEADERS_TIMEOUT_MS: {
    section: "Server",
    effect:
      "a request's headers must have arrived this long after it began, or the connection is closed (408)",
  },
  REQUEST_TIMEOUT_MS: {
    section: "Server",
    effect:
      "the whole request (headers and body) must have arrived by then: a 10 MB upload at 64 KB/s; streamed replies are not limited",
  },
  MAX_CONNECTIONS_PER_IP: {
    section: "Server",
    effect:
      "open connections one client address (an IPv6 /64) may have; more are answered 429 and closed; `0` turns it off; not applied with `TRUST_PROXY=true` (cap per client at the proxy)",
  },
  DAILY_CODES_PER_IP: {
    section: "Server",
    effect:
      "verification codes (sign-up, password reset) one client address may request in 24 hours; `0` turns the cap off (each address still gets at most 10 codes a day)",
  },
  DATA_DIR: {
    section: "Server",
    effect: "embedded database (`db/`) and uploaded files (`uploads/`)",
    shownDefault: "`./data`",
  },
  DATABASE_URL: { section: "Server", effect: "use this PostgreSQL database instead of the embedded one" },
  REDIS_URL: {
    section: "Server",
    effect: "shared rate-limit counters for several instances (each counts alone without it)",
  },
  DATABASE_POOL_SIZE: { section: "Server", effect: "PostgreSQL connections per instance" },
  WEB_DIST_DIR: { section: "Server", effect: "the built web app to serve", shownDefault: "`apps/web/dist`" },
  LOG_LEVEL: { section: "Server", effect: "`fatal` … `trace`, or `silent`" },
  LOG_FORMAT: {
    section: "Server",
    effect:
      "`readable` (short lines, one per API request) or `json`; unset: readable on a terminal, JSON otherwise",
  },
  TRUST_PROXY: {
    section: "Server",
    effect: "`true` behind a load balancer, so client addresses come from `X-Forwarded-For`",
  },
  CORS_ORIGINS: {
    section: "Server",
    effect: "comma-separated origins whose pages may call the API from a browser; none may by default",
  },
  PUBLIC_URL: {
    section: "Server",
    effect: "the address users reach Fable at (OAuth redirect URIs, links in emails)",
    shownDefault: "`http://localhost:PORT`",
  },
  SMTP_URL: {
    section: "Accounts",
    effect:
      "send emails through this server (`smtp://user:password@host:587`); without it codes go to the dev outbox",
  },
  MAIL_FROM: { section: "Accounts", effect: "the sender of Fable's emails" },
  SESSION_TTL_DAYS: { section: "Accounts", effect: "days a sign-in lasts" },
  SINGLE_SESSION: { section: "Accounts", effect: "`true`: a new sign-in ends the account's other sessions" },
  ACCOUNT_REMOVAL_DELAY_DAYS: {
    section: "Accounts",
    effect: "days between asking to remove an account and its removal",
  },
  ADMIN_EMAILS: {
    section: "Accounts",
    effect: "comma-separated emails whose accounts become admins (reviewers) at sign-in",
    shownDefault: "—",
  },
  REVIEW_MODE: {
    section: "Rules",
    effect: "`manual`: public and unlisted bots wait for a reviewer at `/admin/review`",
  },
  QUOTAS: { section: "Rules", effect: "`off`: no chat quota or per-minute cap at all" },
  FREE_DAILY_REGENERATIONS: { section: "Rules", effect: "regenerations a free account may make a day" },
  FREE_DAILY_EDITS: { section: "Rules", effect: "reply edits a free account may make a day" },
  FREE_DAILY_SUGGESTIONS: {
    section: "Rules",
    effect: "suggested-reply requests a free account may make a day",
  },
  MESSAGES_PER_MINUTE: { section: "Rules", effect: "messages one account may send per minute" },
  VISITOR_MESSAGES: {
    section: "Rules",
    effect: "messages a visitor may send in one chat before the sign-in prompt; `0` turns visitor chat off",
  },
  VISITOR_MESSAGES_PER_DAY: {
    section: "Rules",
    effect: "messages all visitors at one address may send per UTC day",
  },
  NEW_USER_CREDITS: { section: "Rules", effect: "credits every new account receives" },
  DAILY_REWARD_CREDITS: { section: "Rules", effect: "credits the daily reward grants once a UTC day" },
  AVATAR_GENERATION_CREDITS: {
    section: "Rules",
    effect: "credits one avatar generation costs (none for plans that need no credits); 0 makes it free",
  },
  PICTURE_UNLOCK_CREDITS: {
    section: "Rules",
    effect:
      "credits that unlock one picture a character sent in chat (free accounts see a blurred preview until then; plans that need no credits see every picture); 0 shows every picture to everyone",
  },
  CREDITS_VALID_DAYS: { section: "Rules", effect: "days granted credits count before they expire" },
  STRIPE_SECRET_KEY: {
    section: "Rules",
    effect:
      "Stripe's secret key: plans are paid through Stripe Checkout and managed in its Billing Portal (also in production); requires `STRIPE_WEBHOOK_SECRET`",
  },
  STRIPE_WEBHOOK_SECRET: {
    section: "Rules",
    effect: "the signing secret (`whsec_…`) of the webhook endpoint `{PUBLIC_URL}/pay/stripe/webhook`",
  },
  STRIPE_API_URL: {
    section: "Rules",
    effect: "another address for Stripe's API (a proxy, a local fake in tests)",
    shownDefault: "`https://api.stripe.com`",
  },
  PLANS_FILE: {
    section: "Rules",
    effect:
      "a YAML or JSON file of plan prices, trials, the promotion and what each plan grants (see `plans.example.yaml`)",
  },
  ADS_FILE: {
    section: "Rules",
    effect:
      "a YAML or JSON file of house ads, ad-network slots and the rewarded ad's credits, length and daily cap (see `ads.example.yaml`)",
  },
  MAX_BOTS_PER_USER: { section: "Rules", effect: "how many bots one account may own" },
  PDF_MAX_BYTES: {
    section: "Rules",
    effect: "the largest PDF (in bytes) a user may upload for a PDF bot or a supplemental PDF",
  },
  PDF_OCR: {
    section: "Rules",
    effect:
      "`auto`: PDF pages without readable text (scanned) are read by OCR when Debian's `tesseract` is installed; `off`: never",
  },
  PDF_OCR_MAX_PAGES: {
    section: "Rules",
    effect:
      "the most pages of one PDF read by OCR (about 3 s each); the rest are left without text, and the PDF says so",
  },
  NOVELS_OPEN_IN_READER: {
    section: "Rules",
    effect: "comma-separated bot ids or seed slugs of the novels a click opens straight in the reader",
    shownDefault: "the first three seeded novels",
  },
  VOICE_CLONE_BASE_URL: {
    section: "Models",
    effect:
      "a voice-cloning service in ElevenLabs' wire format; voice packs become cloned voices (without it they approximate the voice with espeak-ng)",
  },
  VOICE_CLONE_API_KEY: {
    section: "Models",
    effect: "the key sent to the voice-cloning service (`xi-api-key`)",
  },
  VOICE_CLONE_MODEL: { section: "Models", effect: "the `model_id` sent when speaking in a cloned voice" },
  VOICE_LAPSED_MEMBER_DAYS: {
    section: "Rules",
    effect: "days after a membership ends before the voice packs it trained are removed",
  },
  UPLOAD_SIGNING_SECRET: {
    section: "Files",
    effect:
      "signs upload links (32+ characters, the same on every instance); required in production with disk storage, else kept in `DATA_DIR`",
  },
  S3_BUCKET: {
    section: "Files",
    effect: "store uploads and generated pictures in this S3-compatible bucket instead of `DATA_DIR/uploads`",
  },
  S3_REGION: { section: "Files", effect: "the bucket's region" },
  S3_ENDPOINT: { section: "Files", effect: "another provider's endpoint (MinIO, R2 …)", shownDefault: "AWS" },
  S3_ACCESS_KEY_ID: { section: "Files", effect: "required with `S3_BUCKET`" },
  S3_SECRET_ACCESS_KEY: { section: "Files", effect: "required with `S3_BUCKET`" },
  S3_PUBLIC_URL: {
    section: "Files",
    effect: "where browsers read the bucket's objects (a CDN or public bucket domain)",
    shownDefault: "endpoint/bucket",
  },
  S3_FORCE_PATH_STYLE: {
    section: "Files",
    effect: "`true`: `endpoint/bucket/key` addresses (MinIO and most self-hosted stores)",
  },
  IMAGE_MODEL_URL: {
    section: "Models",
    effect:
      "an OpenAI-images-compatible endpoint for avatar generation; without it avatars are drawn offline",
  },
  IMAGE_MODEL_API_KEY: { section: "Models", effect: "the key for `IMAGE_MODEL_URL`" },
  IMAGE_MODEL: { section: "Models", effect: "the model name sent to `IMAGE_MODEL_URL`, when it needs one" },
  IMAGE_ENGINE: {
    section: "Models",
    effect:
      "`openai`, `a1111` or `comfyui`: the engine that draws pictures characters send in chat; unset: pictures come from the character's image pack",
    shownDefault: "unset",
  },
  IMAGE_ENGINE_URL: {
    section: "Models",
    effect: "the image engine's address (required with `IMAGE_ENGINE`)",
  },
  IMAGE_ENGINE_API_KEY: {
    section: "Models",
    effect:
      "`openai`: bearer key; `a1111`: `user:password` of `--api-auth`; `comfyui`: bearer key for a proxy",
  },
  IMAGE_ENGINE_MODEL: {
    section: "Models",
    effect:
      "`openai`: the model name; `a1111`: a checkpoint to switch to; `comfyui`: unused (the workflow names it)",
  },
  IMAGE_ENGINE_STEPS: {
    section: "Models",
    effect: "sampling steps for `a1111`, and `{{steps}}` in a ComfyUI workflow",
  },
  IMAGE_ENGINE_MAX_SIDE: {
    section: "Models",
    effect: "the longer side pictures are drawn at (the 9:16, 3:4 and 1:1 pack resolutions scaled down)",
  },
  IMAGE_ENGINE_SIZES: {
    section: "Models",
    effect:
      "`openai` only: the sizes the endpoint accepts (`1024x1024,1024x1536`); the nearest ratio is asked for and cropped",
    shownDefault: "any size",
  },
  IMAGE_ENGINE_WORKFLOW: {
    section: "Models",
    effect:
      "`comfyui` only (required): a workflow file in API format with `{{prompt}}` and optionally `{{negative}}`, `{{width}}`, `{{height}}`, `{{seed}}`, `{{steps}}`",
  },
  IMAGE_ENGINE_TIMEOUT_MS: {
    section: "Models",
    effect: "how long one picture may take, queue and download included",
  },
  EMBEDDINGS_BASE_URL: {
    section: "Models",
    effect:
      "an OpenAI-compatible embeddings endpoint (`…/v1`); PDF bots then rank passages by meaning as well as by their words",
  },
  EMBEDDINGS_API_KEY: { section: "Models", effect: "the key sent to the embeddings endpoint" },
  EMBEDDINGS_MODEL: {
    section: "Models",
    effect: "the embedding model's name, such as `text-embedding-3-small`",
  },
  SPEECH: {
    section: "Models",
    effect:
      "`off`: replies are never spoken; `auto`: by `TTS_BASE_URL` when set, else by espeak-ng when installed",
  },
  ESPEAK_PATH: { section: "Models", effect: "the espeak-ng program (a name on PATH or a full path)" },
  TTS_BASE_URL: {
    section: "Models",
    effect: "an OpenAI-compatible speech endpoint (`…/v1`, `POST /audio/speech`) used instead of espeak-ng",
  },
  TTS_API_KEY: { section: "Models", effect: "the key sent to the speech endpoint" },
  TTS_MODEL: { section: "Models", effect: "the speech model's name", shownDefault: "`tts-1`" },
  TTS_VOICES: {
    section: "Models",
    effect: "the speech endpoint's voices, comma-separated",
    shownDefault: "OpenAI's (`alloy`, `ash`, `coral`, `echo`, `fable`, `onyx`, `nova`, `sage`, `shimmer`)",
  },
  LLM_PROVIDER: {
    section: "Models",
    effect:
      "the kind of API `LLM_MODEL` is served by (see [Models](#models)); hosted APIs need no `LLM_BASE_URL`",
  },
  LLM_BASE_URL: { section: "Models", effect: "the model's endpoint, such as `http://127.0.0.1:11434/v1`" },
  LLM_API_KEY: { section: "Models", effect: "the key sent to the model's endpoint" },
  LLM_MODEL: {
    section: "Models",
    effect: "the model that answers; without it (and without `MODELS_FILE`) the offline engine does",
  },
  LLM_CONTEXT_WINDOW: { section: "Models", effect: "tokens the model reads, prompt and reply together" },
  LLM_MAX_REPLY_TOKENS: { section: "Models", effect: "the most tokens a reply may have" },
  LLM_TIMEOUT_MS: {
    section: "Models",
    effect:
      "a reply that takes longer is abandoned and the user told the model is unreachable (or asked to regenerate)",
  },
  LLM_FALLBACK: {
    section: "Models",
    effect:
      "`offline`: when `LLM_MODEL` fails before the first words of a reply, the offline engine answers instead and the reply says so; `none`: the user is asked to try again (a models file sets `fallback` per scene)",
  },
  MODELS_FILE: {
    section: "Models",
    effect: "a YAML or JSON file of several models (scenes), their settings and plans; wins over `LLM_MODEL`",
  },
  OFFLINE_MODEL_DELAY_MS: {
    section: "Models",
    effect: "pause between the offline engine's streamed words, so its replies appear typed",
  },
  MODEL_PROBE: {
    section: "Models",
    effect:
      "`on`: once listening, each scene is probed in the background (reachable, model found, streams), logged and shown on the admin Models page",
  },
  MODEL_PROBE_TIMEOUT_MS: {
    section: "Models",
    effect: "how long each step of a probe (model list, a tiny streamed reply) may take",
  },
  GOOGLE_CLIENT_ID: { section: "Sign-in providers", effect: "with its secret, turns on Sign in with Google" },
  GOOGLE_CLIENT_SECRET: { section: "Sign-in providers", effect: "Google's OAuth client secret" },
  DISCORD_CLIENT_ID: {
    section: "Sign-in providers",
    effect: "with its secret, turns on Sign in with Discord",
  },
  DISCORD_CLIENT_SECRET: { section: "Sign-in providers", effect: "Discord's OAuth client secret" },
  FACEBOOK_CLIENT_ID: {
    section: "Sign-in providers",
    effect: "with its secret, turns on Sign in with Facebook",
  },
  FACEBOOK_CLIENT_SECRET: { section: "Sign-in providers", effect: "Facebook's OAuth client secret" },
  APPLE_CLIENT_ID: {
    section: "Sign-in providers",
    effect: "with the team id, key id and private key, turns on Sign in with Apple",
  },
  APPLE_TEAM_ID: { section: "Sign-in providers", effect: "your Apple developer team id" },
  APPLE_KEY_ID: { section: "Sign-in providers", effect: "the id of the Sign in with Apple key" },
  APPLE_PRIVATE_KEY: {
    section: "Sign-in providers",
    effect: "the `.p8` key's PEM text (newlines may be written as `\\n`)",
  },
  OAUTH_GOOGLE_AUTHORIZATION_URL: oauthEndpoint("Google", "authorization"),
  OAUTH_GOOGLE_TOKEN_URL: oauthEndpoint("Google", "token"),
  OAUTH_GOOGLE_USERINFO_URL: oauthEndpoint("Google", "user info"),
  OAUTH_DISCORD_AUTHORIZATION_URL: oauthEndpoint("Discord", "authorization"),
  OAUTH_DISCORD_TOKEN_URL: oauthEndpoint("Discord", "token"),
  OAUTH_DISCORD_USERINFO_URL: oauthEndpoint("Discord", "user info"),
  OAUTH_FACEBOOK_AUTHORIZATION_URL: oauthEndpoint("Facebook", "authorization"),
  OAUTH_FACEBOOK_TOKEN_URL: oauthEndpoint("Facebook", "token"),
  OAUTH_FACEBOOK_USERINFO_URL: oauthEndpoint("Facebook", "user info"),
  OAUTH_APPLE_AUTHORIZATION_URL: oauthEndpoint("Apple", "authorization"),
  OAUTH_APPLE_TOKEN_URL: oauthEndpoint("Apple", "token"),
  OAUTH_APPLE_USERINFO_URL: oauthEndpoint("Apple", "user info"),
};

/** The schema's default of `variable` as the table shows it ("—" when there is none). */
function defaultOf(variable: ConfigVariable): string {
  const shown = CONFIG_DOCS[variable].shownDefault;
  if (shown !== undefined) return shown;
  const schema = ConfigSchema.shape[variable];
  // Parsing nothing yields the default (transformed where the schema transforms it).
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return "—";
  const value = parsed.data;
  if (Array.isArray(value)) return value.length ? `\`${value.join(",")}\`` : "—";
  return `\`${String(value)}\``;
}

/** The README's configuration tables: one per section, every variable of the schema, in its order. */
export function configTables(): string {
  const variables = Object.keys(CONFIG_DOCS) as ConfigVariable[];
  const sections = [...new Set(variables.map((variable) => CONFIG_DOCS[variable].section))];
  return sections
    .map((section) => {
      const rows = variables
        .filter((variable) => CONFIG_DOCS[variable].section === section)
        .map((variable) => `| \`${variable}\` | ${defaultOf(variable)} | ${CONFIG_DOCS[variable].effect} |`);
      return [`**${section}**`, "", "| variable | default | effect |", "| --- | --- | --- |", ...rows].join(
        "\n",
      );
    })
    .join("\n\n");
}

export const CONFIG_TABLE_START = "<!-- configuration table: npm run docs:config writes it -->";
export const CONFIG_TABLE_END = "<!-- end of configuration table -->";

/** `readme` with its configuration tables rewritten from CONFIG_DOCS. */
export function withConfigTables(readme: string): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error("README.md has no configuration table markers");
  return `${readme.slice(0, start + CONFIG_TABLE_START.length)}\n\n${configTables()}\n\n${readme.slice(end)}`;
}
