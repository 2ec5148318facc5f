import { Navigate, useParams } from "react-router";
import { type CreateType, parseCreateType } from "../../routes/redirects";
import ComingSoon from "../ComingSoon";
import type { Feature } from "../ComingSoon/features";

const FEATURE_BY_TYPE: Record<CreateType, Feature> = {
  bot: "createBot",
  adventure: "createAdventure",
  twitter: "createTwitter",
  pdf: "createPdf",
};

/** `/create/{type}`: named or numeric type (spec §2); an unknown type goes home. */
export default function Create() {
  const type = parseCreateType(useParams().type);
  if (!type) return <Navigate to="/" replace />;
  return <ComingSoon feature={FEATURE_BY_TYPE[type]} />;
}
