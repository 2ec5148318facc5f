import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useUiStore } from "../../stores/ui";
import { Sidebar } from "./Sidebar";

/** Below 768 px the sidebar is an overlay drawer over a backdrop (docs/product.md#layout). */
export function MobileDrawer() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.mobileMenuOpen);
  const setOpen = useUiStore((state) => state.setMobileMenuOpen);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          data-testid="mobile-menu-backdrop"
          className="animate-fade-in fixed inset-0 z-50 bg-black/60"
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="animate-drawer-in fixed inset-y-0 left-0 z-50 w-[min(85vw,280px)] border-r border-border bg-surface shadow-2xl focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">{t("nav.menu")}</RadixDialog.Title>
          <Sidebar
            collapsed={false}
            showToggle={false}
            onNavigate={() => setOpen(false)}
            topAction={
              <RadixDialog.Close
                aria-label={t("common.close")}
                data-testid="mobile-menu-close"
                className="flex size-9 items-center justify-center rounded-[10px] text-muted transition hover:bg-raised hover:text-text"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixDialog.Close>
            }
          />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
