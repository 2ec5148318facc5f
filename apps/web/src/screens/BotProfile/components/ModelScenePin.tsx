import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useBotModelScene, usePinBotModelScene } from "../../../queries/botModel";
import { useUserInfo } from "../../../queries/user";

/** The value of the "each user's own choice" option: no scene id can be empty. */
const USER_CHOICE = "";

/**
 * Admins only: the model scene the bot is pinned to (issue 17). Everyone chatting with the bot whose
 * plan allows the scene is answered by it; the others keep their own choice.
 */
export function ModelScenePin({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const isAdmin = useUserInfo().data?.userType === "admin";
  const pinned = useBotModelScene(botId, isAdmin);
  const pin = usePinBotModelScene();
  const selectId = useId();
  if (!isAdmin || !pinned.data) return null;

  const choose = (value: string) =>
    pin.mutate(
      { botId, sceneId: value === USER_CHOICE ? null : value },
      {
        onSuccess: () => toast.success(t("modelSettings.admin.saved")),
        onError: (error) => toast.error(error.message || t("modelSettings.admin.failed")),
      },
    );

  return (
    <section
      data-testid="model-scene-pin"
      className="flex max-w-[640px] flex-col gap-3 rounded-[12px] border border-border bg-surface p-4"
    >
      <h2 className="text-base font-semibold">{t("modelSettings.admin.title")}</h2>
      <p className="text-xs text-muted">{t("modelSettings.admin.hint")}</p>
      <label htmlFor={selectId} className="sr-only">
        {t("modelSettings.admin.label")}
      </label>
      <select
        id={selectId}
        data-testid="model-scene-select"
        value={pinned.data.sceneId ?? USER_CHOICE}
        disabled={pin.isPending}
        onChange={(event) => choose(event.target.value)}
        className="h-11 w-full rounded-[10px] border border-border bg-bg px-3.5 text-sm text-text transition duration-150 ease-out hover:border-accent/40 focus:border-accent focus:outline-none disabled:opacity-70"
      >
        <option value={USER_CHOICE}>{t("modelSettings.admin.userChoice")}</option>
        {pinned.data.scenes.map((scene) => (
          <option key={scene.id} value={scene.id}>
            {t("modelSettings.admin.plans", { label: scene.label, plans: scene.plans.join(", ") })}
          </option>
        ))}
      </select>
    </section>
  );
}
