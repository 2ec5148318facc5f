import type { SortOption } from "@fable/contract";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ArrowUpDown, Check, ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../components/Button";
import { menuClass, menuItemClass } from "../../../components/ExportCardMenu";
import type { SortValue } from "../sortType";

/** The server names each sort with a stable key; unknown keys show the server's own description. */
function useSortLabel() {
  const { t } = useTranslation();
  const labels: Record<string, string> = {
    popular: t("browse.category.sort.popular"),
    newest: t("browse.category.sort.newest"),
    mostLiked: t("browse.category.sort.mostLiked"),
  };
  return (option: SortOption) => labels[option.v] ?? option.description;
}

export function SortMenu({
  options,
  value,
  onChange,
}: {
  options: readonly SortOption[];
  value: SortValue;
  onChange: (value: SortValue) => void;
}) {
  const { t } = useTranslation();
  const label = useSortLabel();
  const current = options.find((option) => option.value === value);
  if (options.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="category-sort"
        data-sort={value}
        aria-label={t("browse.category.sort.label", { sort: current ? label(current) : "" })}
        className={buttonClass("secondary", "sm", "shrink-0")}
      >
        <ArrowUpDown aria-hidden="true" className="size-4 text-muted" />
        <span className="hidden sm:inline">{current ? label(current) : null}</span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className={menuClass}>
          <DropdownMenu.RadioGroup
            value={String(value)}
            onValueChange={(chosen) => onChange(Number(chosen) as SortValue)}
          >
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={String(option.value)}
                data-testid={`category-sort-${option.v}`}
                className={menuItemClass}
              >
                <span className="flex-1">{label(option)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden="true" className="size-4 text-accent-soft" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
