import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

interface SectionHeaderProps {
  id: string;
  title: string;
  link?: { to: string; label: string; testId?: string };
}

export function SectionHeader({ id, title, link }: SectionHeaderProps) {
  return (
    <div className="mb-3 flex items-center justify-between gap-4 md:mb-4">
      <h2 id={id} className="text-lg font-semibold tracking-tight md:text-xl">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          data-testid={link.testId}
          className="inline-flex shrink-0 items-center gap-0.5 rounded-full text-sm font-medium text-muted transition duration-150 ease-out hover:text-text"
        >
          {link.label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
