import { type OAuthPlatform, ResponseCode } from "@fable/contract";
import { eq, lt } from "drizzle-orm";
import type { ServiceContext } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { verbatim } from "../../../i18n/server-message.ts";
import { oauthStates } from "../auth.schema.ts";
import { bindingMatches, hashBrowserBinding, isBrowserBinding } from "./browser-binding.ts";
import type { OAuthProfile } from "./profiles.ts";
import { authorizationUrl, exchangeCode, fetchProfile, ProviderFailure } from "./provider-client.ts";
import { type ProviderDefinition, providerFor } from "./providers.ts";

export type { OAuthProfile } from "./profiles.ts";

/** Long enough to sign in at the provider (including its two-factor step), short enough that a stray state is useless. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** One deadline for the whole provider conversation, so a stalled provider cannot hold a login request open. */
const PROVIDER_DEADLINE_MS = 15_000;
const RANDOM_BYTES = 32;

function enabledProvider(ctx: ServiceContext, platform: OAuthPlatform): ProviderDefinition {
  const provider = providerFor(ctx.config, platform);
  if (!provider) throw new AppError(ResponseCode.INVALID_INPUT, "AuthMessages.oauthDisabled");
  return provider;
}

/** The user sees only "Log in failed"; `cause` says why in words that are safe to log (no codes or tokens). */
function loginFailed(reason: string): AppError {
  const error = new AppError(ResponseCode.FAILED, "AuthMessages.loginFailed");
  error.cause = reason;
  return error;
}

function checkedRedirectUri(ctx: ServiceContext, platform: OAuthPlatform, redirectUri?: string): string {
  const callbackPrefix = `${ctx.config.publicUrl}/callback/`;
  if (redirectUri === undefined) return `${callbackPrefix}${platform}`;
  // The prefix fixes the origin; the parsed path stops "/callback/../elsewhere" from leaving the callback pages.
  const parsed = URL.canParse(redirectUri) ? new URL(redirectUri) : null;
  if (!redirectUri.startsWith(callbackPrefix) || !parsed?.href.startsWith(callbackPrefix)) {
    throw AppError.invalidInput(verbatim(`query.redirectUri: must start with ${callbackPrefix}`));
  }
  return redirectUri;
}

/**
 * Where to send the browser to sign in at `platform`, the state that will come back with the code, and
 * the binding value the browser must hold to use that state (its existing one, so sign-ins started in
 * two windows both work, or a new one).
 */
export async function startAuthorization(
  ctx: ServiceContext,
  platform: OAuthPlatform,
  redirectUri?: string,
  browserBinding?: string | null,
): Promise<{ url: string; state: string; browserBinding: string }> {
  const provider = enabledProvider(ctx, platform);
  const callback = checkedRedirectUri(ctx, platform, redirectUri);
  const state = ctx.random.bytes(RANDOM_BYTES).toString("base64url");
  const codeVerifier = ctx.random.bytes(RANDOM_BYTES).toString("base64url");
  const binding =
    browserBinding && isBrowserBinding(browserBinding)
      ? browserBinding
      : ctx.random.bytes(RANDOM_BYTES).toString("base64url");
  const now = ctx.clock.now();
  // Abandoned sign-ins would otherwise pile up; this table is small, so sweeping on each start is cheap.
  await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await ctx.db.insert(oauthStates).values({
    state,
    platform,
    codeVerifier,
    redirectUri: callback,
    browserBindingHash: hashBrowserBinding(binding),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return {
    url: authorizationUrl(provider, state, callback, codeVerifier).toString(),
    state,
    browserBinding: binding,
  };
}

async function consumeState(
  ctx: ServiceContext,
  platform: OAuthPlatform,
  state: string,
  browserBinding: string | null,
) {
  // Deleting first makes each state usable once even when two callbacks race.
  const [row] = await ctx.db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  if (!row) throw loginFailed("unknown or already used state");
  if (row.platform !== platform) throw loginFailed(`state was issued for ${row.platform}, not ${platform}`);
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw loginFailed("state expired");
  if (!bindingMatches(row.browserBindingHash, browserBinding)) {
    // Someone else's sign-in brought to this browser (login CSRF), or the link was opened elsewhere.
    const error = new AppError(ResponseCode.FAILED, "AuthMessages.oauthOtherBrowser");
    error.cause = browserBinding ? "state was started by another browser" : "no browser binding cookie";
    throw error;
  }
  return row;
}

async function withinDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ProviderFailure("provider did not answer in time")),
      PROVIDER_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Trades the code from the callback for the provider's profile of the user, when this browser (by its
 * binding cookie) is the one that started the sign-in; the state is used up either way.
 */
export async function finishAuthorization(
  ctx: ServiceContext,
  platform: OAuthPlatform,
  code: string,
  state: string,
  browserBinding: string | null,
): Promise<OAuthProfile> {
  const provider = enabledProvider(ctx, platform);
  const row = await consumeState(ctx, platform, state, browserBinding);
  try {
    return await withinDeadline(
      exchangeCode(provider, code, row.redirectUri, row.codeVerifier, ctx.clock.now()).then((tokens) =>
        fetchProfile(provider, tokens),
      ),
    );
  } catch (error) {
    const reason =
      error instanceof ProviderFailure ? error.message : "unexpected error talking to the provider";
    throw loginFailed(`${platform}: ${reason}`);
  }
}
