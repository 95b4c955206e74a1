/** One labelled figure of a Tax Year card. */
export function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${className ?? ''}`}>{value}</dd>
    </div>
  );
}
