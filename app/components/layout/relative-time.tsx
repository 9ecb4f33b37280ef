import { parseWireTimestamp, relativeTimeId } from "~/domain/dates";

/** "5 menit yang lalu" from a created.at wire timestamp (YYYY-MM-DD HH:mm:ss, WIB); the exact time shows on hover. */
export function RelativeTime({ wire, now, className }: { wire: string; now?: Date; className?: string }) {
  const date = parseWireTimestamp(wire);
  if (!date) return <span className={className}>{wire}</span>;
  return (
    // The server and the browser may disagree by a minute; the browser's text wins without a warning.
    <time dateTime={date.toISOString()} title={`${wire} WIB`} className={className} suppressHydrationWarning>
      {relativeTimeId(date, now ?? new Date())}
    </time>
  );
}
