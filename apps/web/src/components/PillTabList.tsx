import * as Tabs from "@radix-ui/react-tabs";

/**
 * The pill row of a page's tabs (a profile's Bots / Favorites / Posts, /billing's Plans / Credits /
 * Tasks), inside a Radix `Tabs.Root`. Labels come from the caller, already translated.
 */
export function PillTabList<Value extends string>({
  label,
  tabs,
  labelOf,
  testIdPrefix,
}: {
  /** What the tabs choose between, for screen readers. */
  label: string;
  tabs: readonly Value[];
  labelOf: (value: Value) => string;
  testIdPrefix: string;
}) {
  return (
    <Tabs.List
      aria-label={label}
      className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-full bg-surface p-1"
    >
      {tabs.map((value) => (
        <Tabs.Trigger
          key={value}
          value={value}
          data-testid={`${testIdPrefix}-${value}`}
          className="h-9 shrink-0 rounded-full px-4 text-sm font-medium text-muted transition duration-150 ease-out hover:text-text data-[state=active]:bg-raised data-[state=active]:text-text"
        >
          {labelOf(value)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
