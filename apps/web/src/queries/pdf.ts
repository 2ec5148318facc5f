import type { PdfBotChangesInput, PdfBotFormInput, PdfDocumentInfo, PdfDocumentList } from "@fable/contract";
import { ResponseCode } from "@fable/contract";
import { mediaRoutes } from "@fable/contract/routes/media";
import { pdfRoutes } from "@fable/contract/routes/pdf";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../api";
import { asEnvelope } from "../api/envelope";
import { useViewerKey } from "../stores/auth";
import { creationKeys, finalUploadUrl } from "./creation";
import { myBotsKeys } from "./myBots";

export const pdfKeys = {
  all: ["pdf"] as const,
  mine: (viewer: string) => [...pdfKeys.all, "mine", viewer] as const,
  bot: (botId: string) => [...pdfKeys.all, "bot", botId] as const,
  editInfo: (botId: string) => [...creationKeys.all, "pdfBotInfo", botId] as const,
};

/** How often documents still being read are asked about again. */
export const PDF_POLL_MS = 2000;

/** A document whose state will not change without the user: ready or failed. */
export const isSettled = (document: Pick<PdfDocumentInfo, "state">) =>
  document.state === "ready" || document.state === "failed";

/** The refetch interval of a document list: every 2 s while any document is still queued, reading or indexing. */
export function pollWhileProcessing(list: PdfDocumentList | undefined): number | false {
  return list?.documents.some((document) => !isSettled(document)) ? PDF_POLL_MS : false;
}

/** GET /ai/roleInfo/myPdfDocuments: the documents of the user's bots, polled while any is being read. */
export function useMyPdfDocuments() {
  const viewer = useViewerKey();
  return useQuery({
    queryKey: pdfKeys.mine(viewer),
    queryFn: ({ signal }) => api.call(pdfRoutes.listMyPdfDocuments, {}, { signal }),
    enabled: viewer !== "anonymous",
    refetchInterval: (query) => pollWhileProcessing(query.state.data),
  });
}

/** GET /ai/roleInfo/pdfDocuments: a bot's documents (the chat's viewer, the editor's supplemental PDF). */
export function usePdfDocuments(botId: string | null) {
  return useQuery({
    queryKey: pdfKeys.bot(botId ?? ""),
    queryFn: ({ signal }) =>
      api.call(pdfRoutes.listPdfDocuments, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
    refetchInterval: (query) => pollWhileProcessing(query.state.data),
  });
}

/** GET /ai/roleInfo/getPdfBotInfo: the PDF bot edit form, filled once (fresh when it opens). */
export function usePdfBotInfo(botId: string | null) {
  return useQuery({
    queryKey: pdfKeys.editInfo(botId ?? ""),
    queryFn: ({ signal }) => api.call(pdfRoutes.getPdfBotInfo, { query: { botId: botId ?? "" } }, { signal }),
    enabled: botId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** After a save the owned-bot count, My Bots and the documents' states are stale. */
function useInvalidatePdf() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: creationKeys.all }),
      queryClient.invalidateQueries({ queryKey: myBotsKeys.all }),
      queryClient.invalidateQueries({ queryKey: pdfKeys.all }),
    ]);
}

/** POST /ai/roleInfo/pdfBot. */
export function useCreatePdfBot() {
  const invalidate = useInvalidatePdf();
  return useMutation({
    mutationFn: (body: PdfBotFormInput) => api.call(pdfRoutes.createPdfBot, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/update/pdfBot. */
export function useUpdatePdfBot() {
  const invalidate = useInvalidatePdf();
  return useMutation({
    mutationFn: (body: PdfBotChangesInput) => api.call(pdfRoutes.updatePdfBot, { body }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/pdfDocuments/retry: read a failed document again. */
export function useRetryPdfDocument() {
  const invalidate = useInvalidatePdf();
  return useMutation({
    mutationFn: (documentId: string) => api.call(pdfRoutes.retryPdfDocument, { body: { documentId } }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /ai/roleInfo/supplemental-information: an ordinary bot's extra PDF; an empty pdfUrl removes it. */
export function useSetSupplementalPdf() {
  const invalidate = useInvalidatePdf();
  return useMutation({
    mutationFn: (query: { botId: string; pdfUrl: string; fileName?: string }) =>
      api.call(pdfRoutes.setSupplementalPdf, { query }),
    onSuccess: () => void invalidate(),
  });
}

/** A tidy stored name for the document: its own name, safe characters only, ending in .pdf. */
export function pdfUploadName(originalName: string): string {
  const base =
    originalName
      .replace(/\.pdf$/i, "")
      .replace(/[^\w-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "document";
  return `${base}.pdf`;
}

/** PUTs the file with XMLHttpRequest, the one browser call that reports upload progress. */
function putWithProgress(
  signed: { url: string; method: string; headers: Record<string, string> },
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(signed.method, signed.url);
    for (const [name, value] of Object.entries(signed.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(ResponseCode.ERROR, ""));
    request.onload = () => {
      // Local storage answers an envelope whose message says why (expired, too large …); S3 answers XML.
      let envelope: ReturnType<typeof asEnvelope> = null;
      try {
        envelope = asEnvelope(JSON.parse(request.responseText));
      } catch {
        envelope = null;
      }
      const ok = request.status >= 200 && request.status < 300;
      if (!ok || (envelope && envelope.code !== ResponseCode.SUCCESS)) {
        reject(
          new ApiError(envelope?.code || ResponseCode.ERROR, envelope?.message.trim() ?? "", request.status),
        );
        return;
      }
      onProgress(100);
      resolve();
    };
    request.send(file);
  });
}

/**
 * Uploads a PDF the way docs/product.md#upload-flow says (sign with purpose "pdf", then PUT), reporting
 * progress 0-100, and answers the stored file's address.
 */
export async function uploadPdf(file: File, onProgress: (percent: number) => void): Promise<string> {
  const signed = await api.call(mediaRoutes.signUpload, {
    body: {
      s3FileName: pdfUploadName(file.name),
      contentType: "application/pdf",
      size: file.size,
      purpose: "pdf",
    },
  });
  await putWithProgress(signed, file, onProgress);
  return finalUploadUrl(signed.url);
}
