import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLogout } from "../../queries/auth";
import { LOGIN_REDIRECT } from "../../routes/redirects";
import { useIsSignedIn } from "../../stores/auth";
import { useUiStore } from "../../stores/ui";
import { Button, buttonClass } from "../Button";
import { Dialog } from "../Dialog";
import { LanguageSwitch } from "./LanguageSwitch";

export function SettingsDialog() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.settingsOpen);
  const setOpen = useUiStore((state) => state.setSettingsOpen);
  const signedIn = useIsSignedIn();
  const logout = useLogout();

  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("settings.title")} testId="settings-dialog">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-muted">{t("settings.language")}</h3>
        <LanguageSwitch look="full" />
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
