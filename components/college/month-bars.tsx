import { formatRupees } from '@/lib/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The last 12 months' collections as a plain SVG bar chart: no chart library for twelve bars, and
 * it prints and renders on the server. Each bar has a title with its amount for screen readers.
 */
export function MonthBars({ months }: { months: { month: string; amount: number }[] }) {
  const max = Math.max(1, ...months.map((m) => m.amount));
  const width = 600;
  const height = 220;
  const bar = width / months.length;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 40}`}
      width="100%"
      role="img"
      aria-label="Collections in the last 12 months"
    >
      {months.map((m, i) => {
        const h = Math.round((m.amount / max) * height);
        const label = `${MONTHS[Number(m.month.slice(5)) - 1]} ${m.month.slice(2, 4)}`;
        return (
          <g key={m.month}>
            <title>{`${label}: ${formatRupees(m.amount)}`}</title>
            <rect
              x={i * bar + 6}
              y={height - h + 10}
              width={bar - 12}
              height={Math.max(h, 1)}
              rx={3}
              fill="var(--mantine-color-teal-6)"
            />
            <text x={i * bar + bar / 2} y={height + 30} textAnchor="middle" fontSize="12" fill="currentColor">
              {label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
