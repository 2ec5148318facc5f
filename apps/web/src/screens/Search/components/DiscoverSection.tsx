import type { ReactNode } from "react";

/** A titled block of the search page; `action` sits at the end of the title row. */
export function DiscoverSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold tracking-tight md:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
