import { lazy } from "react";
import { Navigate, useParams } from "react-router";
import { type CreateType, parseCreateType } from "../../routes/redirects";
import ComingSoon from "../ComingSoon";
import type { Feature } from "../ComingSoon/features";

// The character editor is large (form, crop, contract schemas); it loads only for /create/bot.
const CreateBot = lazy(() => import("../CreateBot"));

const FEATURE_BY_TYPE: Record<Exclude<CreateType, "bot">, Feature> = {
  adventure: "createAdventure",
  twitter: "createTwitter",
  pdf: "createPdf",
};

/** `/create/{type}`: named or numeric type (docs/product.md#redirects); an unknown type goes home. */
export default function Create() {
  const type = parseCreateType(useParams().type);
  if (!type) return <Navigate to="/" replace />;
  if (type === "bot") return <CreateBot />;
  return <ComingSoon feature={FEATURE_BY_TYPE[type]} />;
}
