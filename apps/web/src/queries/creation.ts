import type { AdvancedCharacterInput, BotChangesInput, Gender } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { botRoutes } from "@fable/contract/routes/bots";
import { creditRoutes } from "@fable/contract/routes/credits";
import { mediaRoutes } from "@fable/contract/routes/media";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, type BodyOf } from "../api";
import { asEnvelope, readJson } from "../api/envelope";
import { useViewerKey } from "../stores/auth";
import { refreshCredits } from "./credits";

/** Keys carry the token where the answer depends on the signed-in user (owned bots, drafts). */
export const creationKeys = {
  all: ["creation"] as const,
  config: (viewer: string) => [...creationKeys.all, "config", viewer] as const,
  categories: ["creation", "categories"] as const,
  editInfo: (botId: string) => [...creationKeys.all, "editInfo", botId] as const,
  bot: (botId: string) => [...creationKeys.all, "bot", botId] as const,
};

/** GET /ai/roleInfo/botConfig: the form's choices and limits, and how many bots the user has. */
export function useBotConfig() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: creationKeys.config(viewer),
    queryFn: ({ signal }) => api.call(botRoutes.botConfig, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** GET /ai/roleInfo/getAddBotCategory: the categories a creator may choose. */
export function useCreationCategories() {
  return useQuery({
    queryKey: creationKeys.categories,
    queryFn: ({ signal }) => api.call(botRoutes.getAddBotCategory, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /ai/roleInfo/getBotEditInfo: everything the edit form needs; off when creating. */
export function useBotEditInfo(botId: string | null) {
  return useQuery({
    queryKey: creationKeys.editInfo(botId ?? ""),
    queryFn: ({ signal }) =>
      api.call(botRoutes.getBotEditInfo, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
    // The form is filled once from this answer, so it must be fresh when the form opens (no cached
    // copy is kept once the form closes) and is never refetched under the user's typing.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** GET /ai/roleInfo/getBotInfo for the result screen. */
export function useCreatedBot(botId: string | null) {
  return useQuery({
    queryKey: creationKeys.bot(botId ?? ""),
    queryFn: ({ signal }) => api.call(botRoutes.getBotInfo, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
  });
}

/** After a save, import or upload the owned-bot count and the bot's own answers are stale. */
function useInvalidateCreation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creationKeys.all });
}

/** POST /ai/roleInfo/addBotV2. */
export function useCreateBot() {
  const invalidate = useInvalidateCreation();
  return useMutation({
    mutationFn: (body: AdvancedCharacterInput) => api.call(botRoutes.addBot, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/modifyBotInfoV2 with the bot id and the changed fields only. */
export function useModifyBot() {
  const invalidate = useInvalidateCreation();
  return useMutation({
    mutationFn: (body: BotChangesInput) => api.call(botRoutes.modifyBot, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/importCard: the card file as multipart field `file`. */
export function useImportCard() {
  const invalidate = useInvalidateCreation();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.call(botRoutes.importCard, { body: form });
    },
    onSuccess: () => void invalidate(),
  });
}

export interface GenerateAvatarsInput {
  name: string;
  gender?: Gender | null;
  style?: string;
}

/** POST /ai/roleInfo/generateAvatars: four candidates to choose from; it may cost credits. */
export function useGenerateAvatars() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateAvatarsInput) =>
      api.call(mediaRoutes.generateAvatars, { body: { ...input, count: 4 } }),
    onSettled: () => void refreshCredits(queryClient),
  });
}

/** GET /user/credits/getAvatarGenPrice: what a generation costs the user (0 on plans that need no credits). */
export function useAvatarGenPrice() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: ["credits", "avatarGenPrice", viewer] as const,
    queryFn: ({ signal }) => api.call(creditRoutes.avatarGenPrice, {}, { signal }),
    enabled: viewer !== "anonymous",
  });
}

/** The stored file's address: the signed upload address without its query (docs/product.md#upload-flow). */
export function finalUploadUrl(signedUrl: string): string {
  const end = signedUrl.search(/[?#]/);
  return end === -1 ? signedUrl : signedUrl.slice(0, end);
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/flac": "flac",
  "audio/webm": "webm",
  "audio/mp4": "m4a",
};

/** A tidy file name for the upload, with the extension of what is actually sent. */
export function uploadFileName(originalName: string, contentType: string): string {
  const base =
    originalName
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "avatar";
  // An unlisted type (an audio file the browser could not name, say) keeps its own extension.
  const own = /\.([a-z0-9]{1,5})$/i.exec(originalName)?.[1]?.toLowerCase();
  return `${base}.${EXTENSION_BY_TYPE[contentType] ?? own ?? "png"}`;
}

/**
 * Uploads a file as docs/product.md#upload-flow says: ask for a signed address, PUT the file there with the
 * signed headers, and keep the address without its query as the file's URL. The PUT goes straight to storage
 * (the local disk or an S3 bucket), so it carries no session headers.
 */
export async function uploadFile(
  file: Blob,
  fileName: string,
  purpose: BodyOf<typeof mediaRoutes.signUpload>["purpose"] = "avatar",
): Promise<string> {
  const contentType = file.type || "application/octet-stream";
  const signed = await api.call(mediaRoutes.signUpload, {
    body: { s3FileName: uploadFileName(fileName, contentType), contentType, size: file.size, purpose },
  });
  let response: Response;
  try {
    response = await fetch(signed.url, { method: signed.method, headers: signed.headers, body: file });
  } catch {
    throw new ApiError(ResponseCode.ERROR, "");
  }
  // Local storage answers an envelope whose message says why (expired, too large …); S3 answers XML.
  const envelope = asEnvelope(await readJson(response).catch(() => null));
  if (!response.ok || (envelope && envelope.code !== ResponseCode.SUCCESS)) {
    throw new ApiError(envelope?.code || ResponseCode.ERROR, envelope?.message.trim() ?? "", response.status);
  }
  return finalUploadUrl(signed.url);
}

/**
 * Uploads an avatar, then the spec's head-image check. With S3 storage the check is what stores
 * the file, and it answers the stored picture's `url`; local storage stored it at the PUT already,
 * so the uploaded address stands when the check sends none.
 */
export async function uploadAvatar(file: Blob, fileName: string): Promise<string> {
  const uploaded = await uploadFile(file, fileName, "avatar");
  const checked = await api.call(mediaRoutes.checkHeadImage, { body: { imageUrl: uploaded } });
  if (!checked.pass) throw new ApiError(ResponseCode.INVALID_INPUT, checked.message);
  return checked.url ?? uploaded;
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: ({ file, fileName }: { file: Blob; fileName: string }) => uploadAvatar(file, fileName),
  });
}
