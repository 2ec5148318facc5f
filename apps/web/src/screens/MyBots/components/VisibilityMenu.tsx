import type { MyBot, Visibility } from "@fable/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Globe, Link2, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { buttonClass } from "../../../components/Button";
import { menuClass, menuItemClass } from "../../../components/ExportCardMenu";
import { visibilityLabel } from "../../../components/ReviewBadge";
import { type VisibilityOption, visibilityOptions } from "../../../lib/botReview";
import { useUpdateVisibility } from "../../../queries/myBots";

const ICONS: Record<Visibility, typeof Globe> = { public: Globe, unlisted: Link2, private: Lock };

function useOptionHint() {
  const { t } = useTranslation();
  return (option: VisibilityOption) => {
    if (option.blockedBy === "inReview") return t("myBots.editInReview");
    if (option.blockedBy === "needsGreeting") return t("myBots.greetingFirst");
    if (option.value === "public") return t("myBots.publicHint");
    if (option.value === "unlisted") return t("myBots.unlistedHint");
    return t("myBots.privateHint");
  };
}

/**
 * Public, unlisted or private. Bots are never deleted (docs/product.md#creator): making one private is how a
 * creator takes it down. Showing a bot to others sends it to review first (docs/product.md#bot-review).
 */
export function VisibilityMenu({ bot }: { bot: MyBot }) {
  const { t } = useTranslation();
  const update = useUpdateVisibility();
  const hint = useOptionHint();
  const options = visibilityOptions(bot);
  const Icon = ICONS[bot.visibility];
  const label = visibilityLabel(t, bot.visibility);

  const choose = (value: string) => {
    const option = options.find((candidate) => candidate.value === value);
    if (!option || option.current || option.blockedBy) return;
    update.mutate(
      { botId: bot.botId, visibility: option.value },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.reviewStatus === "pending" ? t("myBots.sentToReview") : t("myBots.visibilityChanged"),
          ),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="visibility-button"
        disabled={update.isPending}
        aria-busy={update.isPending}
        aria-label={t("myBots.visibilityOf", { visibility: label })}
        className={buttonClass("secondary", "sm")}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={`${menuClass} w-72`}>
          <DropdownMenu.RadioGroup value={bot.visibility} onValueChange={choose}>
            {options.map((option) => {
              const OptionIcon = ICONS[option.value];
              return (
                <DropdownMenu.RadioItem
                  key={option.value}
                  value={option.value}
                  disabled={option.blockedBy !== null}
                  data-testid={`visibility-${option.value}`}
                  className={`${menuItemClass} items-start`}
                >
                  <OptionIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span>{visibilityLabel(t, option.value)}</span>
                    <span className="text-xs text-muted">{hint(option)}</span>
                  </span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="mt-0.5 size-4 text-accent-soft" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <p className="px-3 py-1.5 text-xs text-muted">{t("myBots.reviewNote")}</p>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
