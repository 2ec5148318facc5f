import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n";
import { type Language, resolveLanguage } from "../../i18n/languages";

export function useLanguageOptions() {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const options: { code: Language; label: string; short: string }[] = [
    { code: "en", label: t("language.en"), short: t("language.enShort") },
    { code: "zh-CN", label: t("language.zhCN"), short: t("language.zhCNShort") },
  ];
  return { current, options };
}

/**
 * English / 中文 as a two-option segmented control: one click, visible state, and no menu code on
 * the home route's first download.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, options } = useLanguageOptions();
  return (
    <div
      role="radiogroup"
      aria-label={t("language.label")}
      data-testid="lang-switch"
      data-language={current}
      className="flex h-8 items-center rounded-full border border-border bg-surface p-0.5"
    >
      {options.map((option) => {
        const checked = option.code === current;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control of two buttons
          <button
            key={option.code}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.label}
            title={option.label}
            lang={option.code}
            data-testid={`lang-option-${option.code}`}
            onClick={() => void changeLanguage(option.code)}
            className={clsx(
              "h-full min-w-9 rounded-full px-2.5 text-xs font-semibold transition duration-150 ease-out",
              checked ? "bg-raised text-text" : "text-muted hover:text-text",
            )}
          >
            {option.short}
          </button>
        );
      })}
    </div>
  );
}
