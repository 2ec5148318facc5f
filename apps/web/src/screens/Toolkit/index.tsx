import { Images, Plus, ReceiptText } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../components/Button";
import { ListSkeleton } from "../../components/Skeleton";
import { EmptyState, ErrorState } from "../../components/StateMessage";
import { useImagePacks } from "../../queries/imagePacks";
import { useVoicePacks } from "../../queries/voice";
import { ImagePackCard } from "./components/ImagePackCard";
import { VoicePackCard } from "./components/VoicePackCard";

const NEW_VOICE_PACK = "/fitting/create/voice";

function VoicePacks() {
  const { t } = useTranslation();
  const packs = useVoicePacks();
  let content: ReactNode;
  if (packs.isPending)
    content = <ListSkeleton heights={["h-28", "h-28"]} label={t("voice.toolkit.loading")} />;
  else if (packs.isError)
    content = <ErrorState message={packs.error.message} onRetry={() => void packs.refetch()} />;
  else if (packs.data.packs.length === 0)
    content = (
      <EmptyState
        message={t("voice.toolkit.empty")}
        action={
          <Link to={NEW_VOICE_PACK} className={buttonClass("primary")} data-testid="voice-pack-new-empty">
            <Plus aria-hidden="true" className="size-4" />
            {t("voice.toolkit.newVoicePack")}
          </Link>
        }
      />
    );
  else
    content = (
      <ul data-testid="voice-packs" className="grid gap-3 sm:grid-cols-2">
        {packs.data.packs.map((pack) => (
          <VoicePackCard key={pack.id} pack={pack} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="voice-packs-title" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id="voice-packs-title" className="flex-1 text-xl font-semibold">
          {t("voice.toolkit.voicePacks")}
        </h2>
        <Link to={NEW_VOICE_PACK} data-testid="voice-pack-new" className={buttonClass("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" />
          {t("voice.toolkit.newVoicePack")}
        </Link>
      </div>
      <p className="text-sm text-muted">{t("voice.toolkit.voiceIntro")}</p>
      {content}
    </section>
  );
}

const NEW_IMAGE_PACK = "/fitting/create/image";

/** The user's image packs (docs/product.md#image-packs), asked again while one trains. */
function ImagePacks() {
  const { t } = useTranslation();
  const packs = useImagePacks();
  let content: ReactNode;
  if (packs.isPending)
    content = <ListSkeleton heights={["h-28", "h-28"]} label={t("imagePacks.toolkit.loading")} />;
  else if (packs.isError)
    content = <ErrorState message={packs.error.message} onRetry={() => void packs.refetch()} />;
  else if (packs.data.packs.length === 0)
    content = (
      <EmptyState
        message={t("imagePacks.toolkit.empty")}
        action={
          <Link to={NEW_IMAGE_PACK} className={buttonClass("primary")} data-testid="image-pack-new-empty">
            <Images aria-hidden="true" className="size-4" />
            {t("imagePacks.toolkit.new")}
          </Link>
        }
      />
    );
  else
    content = (
      <ul data-testid="image-pack-list" className="grid gap-3 sm:grid-cols-2">
        {packs.data.packs.map((pack) => (
          <ImagePackCard key={pack.id} pack={pack} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="image-packs-title" data-testid="image-packs" className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id="image-packs-title" className="flex-1 text-xl font-semibold">
          {t("voice.toolkit.imagePacks")}
        </h2>
        <Link to={NEW_IMAGE_PACK} data-testid="image-pack-new" className={buttonClass("primary", "sm")}>
          <Plus aria-hidden="true" className="size-4" />
          {t("imagePacks.toolkit.new")}
        </Link>
      </div>
      <p className="text-sm text-muted">{t("imagePacks.toolkit.intro")}</p>
      {content}
    </section>
  );
}

/** `/fitting`: the Toolkit — the user's voice packs and image packs (spec §2). */
export default function Toolkit() {
  const { t } = useTranslation();
  return (
    <div data-testid="toolkit" className="mx-auto flex w-full max-w-[960px] flex-col gap-8 px-4 py-6 md:px-8">
      <title>{t("app.pageTitle", { page: t("voice.toolkit.title") })}</title>
      <header className="flex items-start gap-3">
        <div className="flex flex-1 flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t("voice.toolkit.title")}</h1>
          <p className="text-sm text-muted">{t("voice.toolkit.subtitle")}</p>
        </div>
        <Link to="/fitting/order" className={buttonClass("ghost", "sm")}>
          <ReceiptText aria-hidden="true" className="size-4" />
          {t("voice.toolkit.orders")}
        </Link>
      </header>
      <VoicePacks />
      <ImagePacks />
    </div>
  );
}
