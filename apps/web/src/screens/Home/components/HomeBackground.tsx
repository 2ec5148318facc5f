/** The themed backdrop behind the top of Home: a soft violet-to-pink glow, purely decorative. */
export function HomeBackground() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 h-[520px] overflow-hidden"
    >
      <div className="absolute -top-40 left-[10%] size-[520px] rounded-full bg-accent/25 blur-[120px]" />
      <div className="absolute -top-32 right-[5%] size-[420px] rounded-full bg-accent-pink/15 blur-[120px]" />
      <div className="absolute inset-0 bg-linear-to-b from-transparent via-transparent to-bg" />
    </div>
  );
}
