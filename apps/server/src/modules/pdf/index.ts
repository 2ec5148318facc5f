// The pdf module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { pdfRoutesPlugin } from "./pdf.routes.ts";

export {
  attachDocument,
  documentOf,
  fileNameOf,
  findDocument,
  ownPdfUpload,
  removeDocument,
  renameDocument,
  requeueFailed,
  toDocumentInfo,
} from "./pdf-documents.service.ts";
export { processDuePdfDocuments } from "./pdf-jobs.ts";
export { ocrStartLine } from "./pdf-ocr-engine.ts";
export { documentsForReply } from "./pdf-prompt.ts";
export { retrievePassages } from "./pdf-retrieval.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(pdfRoutesPlugin);
