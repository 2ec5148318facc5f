import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Volume2, VolumeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useBotVoiceSettings, useSetVoiceAutoPlay } from "../../../queries/voice";

/**
 * "Read replies aloud" in the chat's menu: auto-play of this bot's replies for this user, stored on
 * the server (/ai/roleInfo/voice/onOff). Disabled with the server's reason while voice is off.
 */
export function VoiceAutoPlayItem({
  botId,
  itemClass,
  iconClass,
}: {
  botId: string;
  itemClass: string;
  iconClass: string;
}) {
  const { t } = useTranslation();
  const settings = useBotVoiceSettings(botId).data;
  const save = useSetVoiceAutoPlay();
  if (!settings) return null;
  const on = settings.available && settings.autoPlay;
  const Icon = on ? Volume2 : VolumeOff;
  return (
    <DropdownMenu.CheckboxItem
      className={itemClass}
      checked={on}
      disabled={!settings.available || save.isPending}
      // mutateAsync, not mutate's callbacks: the menu closes on select, and callbacks of an unmounted
      // item would never run.
      onCheckedChange={(checked) =>
        save.mutateAsync({ botId, onOff: checked }).then(
          (next) => toast.success(next.autoPlay ? t("voice.autoPlay.onToast") : t("voice.autoPlay.offToast")),
          (error: Error) => toast.error(error.message || t("voice.autoPlay.failed")),
        )
      }
      data-testid="chat-menu-autoplay"
      title={settings.available ? undefined : (settings.reason ?? t("voice.off"))}
    >
      <Icon aria-hidden="true" className={iconClass} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span>{t("voice.autoPlay.label")}</span>
        {settings.available ? null : (
          <span className="truncate text-xs text-muted">{settings.reason || t("voice.off")}</span>
        )}
      </span>
      <span data-testid="chat-menu-autoplay-state" className="text-xs text-muted">
        {on ? t("chat.menu.on") : t("chat.menu.off")}
      </span>
    </DropdownMenu.CheckboxItem>
  );
}
