import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { changeLanguage } from "../../i18n";
import { useLogout } from "../../queries/auth";
import { LOGIN_REDIRECT } from "../../routes/redirects";
import { useIsSignedIn } from "../../stores/auth";
import { useUiStore } from "../../stores/ui";
import { Button, buttonClass } from "../Button";
import { Dialog } from "../Dialog";
import { useLanguageOptions } from "./LanguageSwitch";

export function SettingsDialog() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.settingsOpen);
  const setOpen = useUiStore((state) => state.setSettingsOpen);
  const signedIn = useIsSignedIn();
  const logout = useLogout();
  const { current, options } = useLanguageOptions();

  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("settings.title")} testId="settings-dialog">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-muted">{t("settings.language")}</h3>
        <div role="radiogroup" aria-label={t("settings.language")} className="grid grid-cols-2 gap-2">
          {options.map((option) => {
            const checked = option.code === current;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control styled as two buttons
              <button
                key={option.code}
                type="button"
                role="radio"
                aria-checked={checked}
                lang={option.code}
                onClick={() => void changeLanguage(option.code)}
                className={clsx(
                  "h-10 rounded-[10px] border text-sm font-medium transition duration-150 ease-out",
                  checked
                    ? "border-accent bg-accent/15 text-text"
                    : "border-border text-muted hover:border-accent/50 hover:text-text",
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </section>

      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-muted">{t("settings.account")}</h3>
        <p className="text-sm text-muted">{t("settings.moreSoon")}</p>
        {signedIn ? (
          <Button
            variant="secondary"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {t("settings.logOut")}
          </Button>
        ) : (
          <Link to={LOGIN_REDIRECT} onClick={() => setOpen(false)} className={buttonClass("primary")}>
            {t("auth.signIn")}
          </Link>
        )}
      </section>
    </Dialog>
  );
}
