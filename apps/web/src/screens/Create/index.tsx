import { lazy } from "react";
import { Navigate, useParams } from "react-router";
import { type CreateType, parseCreateType } from "../../routes/redirects";
import ComingSoon from "../ComingSoon";
import type { Feature } from "../ComingSoon/features";

// The editors are large (form, crop, contract schemas); each loads only for its own type.
const CreateBot = lazy(() => import("../CreateBot"));
const CreateAdventure = lazy(() => import("../CreateAdventure"));
const CreatePdf = lazy(() => import("../CreatePdf"));

const FEATURE_BY_TYPE: Record<Exclude<CreateType, "bot" | "adventure" | "pdf">, Feature> = {
  twitter: "createTwitter",
};

/** `/create/{type}`: named or numeric type (docs/product.md#redirects); an unknown type goes home. */
export default function Create() {
  const type = parseCreateType(useParams().type);
  if (!type) return <Navigate to="/" replace />;
  if (type === "bot") return <CreateBot />;
  if (type === "adventure") return <CreateAdventure />;
  if (type === "pdf") return <CreatePdf />;
  return <ComingSoon feature={FEATURE_BY_TYPE[type]} />;
}
