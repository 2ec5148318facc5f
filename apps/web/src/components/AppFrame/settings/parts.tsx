import type { ReactNode } from "react";

export function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold text-muted">{children}</h3>;
}

/** One "label — value" line of the account section. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-10 items-center justify-between gap-3 rounded-[10px] bg-bg/60 px-3 py-2">
      <span className="shrink-0 text-sm text-muted">{label}</span>
      <div className="flex min-w-0 items-center justify-end gap-2 text-right text-sm text-text">
        {children}
      </div>
    </div>
  );
}

/** A round icon button at the end of an InfoRow; `label` names it for screen readers and as a tooltip. */
export function RowIconButton({
  label,
  testId,
  onClick,
  children,
}: {
  label: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      onClick={onClick}
      className="flex size-8 shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-raised hover:text-text"
    >
      {children}
    </button>
  );
}
