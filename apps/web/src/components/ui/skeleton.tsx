/** A grey placeholder of the shape of what is loading; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-surface ${className}`} />;
}
