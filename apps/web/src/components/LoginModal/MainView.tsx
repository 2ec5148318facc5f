import type { OAuthPlatform } from "@fable/contract";
import { clsx } from "clsx";
import { Apple, LoaderCircle, Mail, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { readLastLoginMethod } from "../../lib/loginMethod";
import { useAuthProviders } from "../../queries/account";
import { Skeleton } from "../Skeleton";
import { TermsNotice } from "./parts";
import { useStartOAuth } from "./useStartOAuth";

/** Brand marks as letters on the brand colour: no third-party assets, and each is still recognisable. */
const PROVIDER_LOOK: Record<OAuthPlatform, { mark: ReactNode; className: string }> = {
  google: { mark: "G", className: "bg-white text-[#4285f4]" },
  discord: { mark: "D", className: "bg-[#5865f2] text-white" },
  apple: { mark: <Apple className="size-4" />, className: "bg-white text-black" },
  facebook: { mark: "f", className: "bg-[#1877f2] text-white" },
};

function MethodButton({
  icon,
  label,
  recent,
  busy,
  disabled,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  recent: boolean;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      data-recent={recent ? "true" : undefined}
      className="relative flex h-12 w-full items-center gap-3 rounded-full border border-border bg-raised px-4 text-sm font-medium text-text transition duration-150 ease-out hover:border-accent/60 hover:bg-raised/80 disabled:opacity-60"
    >
      <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center">
        {busy ? <LoaderCircle className="size-5 animate-spin" /> : icon}
      </span>
      <span className="flex-1 text-center">{label}</span>
      {/* Balances the icon so the label stays centred. */}
      <span aria-hidden="true" className="size-7 shrink-0" />
      {recent ? (
        <span
          data-testid="login-recent-badge"
          className="absolute -top-2 right-5 rounded-full bg-brand px-2 py-0.5 text-[11px] leading-4 font-semibold text-white shadow"
        >
          {t("auth.recent")}
        </span>
      ) : null}
    </button>
  );
}

export function MainView({
  onEmail,
  onPhone,
  oauthPending,
}: {
  onEmail: () => void;
  onPhone: () => void;
  /** A provider's answer is being exchanged for a session. */
  oauthPending: boolean;
}) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const { start, busy } = useStartOAuth();
  const recent = readLastLoginMethod();
  const names: Record<OAuthPlatform, string> = {
    google: t("auth.providers.google"),
    discord: t("auth.providers.discord"),
    apple: t("auth.providers.apple"),
    facebook: t("auth.providers.facebook"),
  };
  const emailEnabled = providers.data?.email ?? true;
  const phoneEnabled = providers.data?.phone ?? false;

  if (oauthPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />
        {t("auth.oauthWorking")}
      </div>
    );
  }

  return (
    <div data-testid="login-view-main" className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t("auth.subtitle")}</p>
      <div className="flex flex-col gap-3">
        {providers.isPending ? (
          <Skeleton className="h-12 rounded-full" />
        ) : (
          providers.data?.oauth.map((platform) => {
            const look = PROVIDER_LOOK[platform];
            return (
              <MethodButton
                key={platform}
                testId={`login-oauth-${platform}`}
                icon={
                  <span
                    className={clsx(
                      "flex size-6 items-center justify-center rounded-full text-sm font-bold",
                      look.className,
                    )}
                  >
                    {look.mark}
                  </span>
                }
                label={t("auth.continueWith", { provider: names[platform] })}
                recent={recent === platform}
                busy={busy === platform}
                disabled={busy !== null}
                onClick={() => void start(platform)}
              />
            );
          })
        )}
        {emailEnabled ? (
          <MethodButton
            testId="login-email-button"
            icon={<Mail className="size-5" />}
            label={t("auth.continueEmail")}
            recent={recent === "email"}
            onClick={onEmail}
          />
        ) : null}
        {phoneEnabled ? (
          <MethodButton
            testId="login-phone-button"
            icon={<Smartphone className="size-5" />}
            label={t("auth.continuePhone")}
            recent={recent === "phone"}
            onClick={onPhone}
          />
        ) : null}
      </div>
      <TermsNotice />
    </div>
  );
}
