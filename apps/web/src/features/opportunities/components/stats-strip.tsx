import "./opportunities.css";

/** The static figures under a list page's hero (spec: stats text is static). */
export function StatsStrip({
  items,
  label,
}: {
  items: Array<{ value: string; label: string }>;
  label: string;
}) {
  return (
    <section className="stats-strip" aria-label={label}>
      <dl className="container stats-strip__list">
        {items.map((item) => (
          <div key={item.label} className="stats-strip__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
