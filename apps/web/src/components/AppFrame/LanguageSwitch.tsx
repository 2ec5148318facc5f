import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n";
import { type Language, resolveLanguage } from "../../i18n/languages";

function useLanguageOptions() {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const options: { code: Language; label: string; short: string }[] = [
    { code: "en", label: t("language.en"), short: t("language.enShort") },
    { code: "zh-CN", label: t("language.zhCN"), short: t("language.zhCNShort") },
  ];
  return { current, options };
}

const looks = {
  /** The header's pill: short labels, one click, no menu code on the home route's first download. */
  compact: {
    group: "flex h-8 items-center rounded-full border border-border bg-surface p-0.5",
    option: "h-full min-w-9 rounded-full px-2.5 text-xs font-semibold transition duration-150 ease-out",
    checked: "bg-raised text-text",
    unchecked: "text-muted hover:text-text",
  },
  /** The settings dialog's two wide buttons with full language names. */
  full: {
    group: "grid grid-cols-2 gap-2",
    option: "h-10 rounded-[10px] border text-sm font-medium transition duration-150 ease-out",
    checked: "border-accent bg-accent/15 text-text",
    unchecked: "border-border text-muted hover:border-accent/50 hover:text-text",
  },
};

/** English / 中文 as a two-option radio group. */
export function LanguageSwitch({ look = "compact", testId }: { look?: keyof typeof looks; testId?: string }) {
  const { t } = useTranslation();
  const { current, options } = useLanguageOptions();
  const style = looks[look];
  const compact = look === "compact";
  return (
    <div
      role="radiogroup"
      aria-label={t("language.label")}
      data-testid={testId}
      data-language={current}
      className={style.group}
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
            aria-label={compact ? option.label : undefined}
            title={compact ? option.label : undefined}
            lang={option.code}
            data-testid={testId ? `lang-option-${option.code}` : undefined}
            onClick={() => void changeLanguage(option.code)}
            className={clsx(style.option, checked ? style.checked : style.unchecked)}
          >
            {compact ? option.short : option.label}
          </button>
        );
      })}
    </div>
  );
}
