import { Box, Group, Text } from '@mantine/core';
import { formatRupees } from '@/lib/money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Month = { month: string; amount: number };

/** ₹12.5L, ₹45K: an axis label short enough to sit beside the chart. */
const compact = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0, // ₹2K, not ₹2.0K
  maximumFractionDigits: 1,
});

const labelOf = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(2, 4)}`;

/** A round step (1, 2 or 5 times a power of ten) giving about four gridlines up to `max`. */
function stepOf(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

/**
 * The last 12 months' collections as a plain SVG bar chart with a value axis and gridlines: no
 * chart library for twelve bars, and it prints and renders on the server. Each bar has a title
 * with its amount for screen readers.
 */
function VerticalBars({ months }: { months: Month[] }) {
  // At least ₹1,000 high: a year without collections still has round axis values.
  const top = Math.max(1000, ...months.map((m) => m.amount));
  const step = stepOf(top);
  const max = Math.ceil(top / step) * step;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);
  const left = 64;
  const width = 600;
  const height = 220;
  const bar = (width - left) / months.length;
  const y = (amount: number) => 10 + height - (amount / max) * height;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 40}`}
      width="100%"
      role="img"
      aria-label="Collections in the last 12 months"
    >
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={width} y1={y(t)} y2={y(t)} stroke="var(--mantine-color-gray-3)" />
          <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize="12" fill="currentColor">
            {compact.format(t)}
          </text>
        </g>
      ))}
      {months.map((m, i) => {
        const h = (m.amount / max) * height;
        const label = labelOf(m.month);
        return (
          <g key={m.month}>
            <title>{`${label}: ${formatRupees(m.amount)}`}</title>
            <rect
              x={left + i * bar + 6}
              y={y(m.amount)}
              width={bar - 12}
              height={Math.max(h, 1)}
              rx={3}
              fill="var(--mantine-color-teal-6)"
            />
            <text
              x={left + i * bar + bar / 2}
              y={height + 30}
              textAnchor="middle"
              fontSize="12"
              fill="currentColor"
            >
              {label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** On a phone: one row per month, its bar and its amount written out, readable at 390 px. */
function HorizontalBars({ months }: { months: Month[] }) {
  const max = Math.max(1, ...months.map((m) => m.amount));
  return (
    <Box role="list" aria-label="Collections in the last 12 months">
      {months.map((m) => (
        <Group key={m.month} role="listitem" gap="xs" wrap="nowrap" mb={4}>
          <Text size="sm" w={52} style={{ flexShrink: 0 }}>
            {labelOf(m.month)}
          </Text>
          <Box style={{ flex: 1 }}>
            <Box
              h={14}
              bg="teal.6"
              style={{ borderRadius: 3 }}
              w={`${Math.max((m.amount / max) * 100, 0.5)}%`}
            />
          </Box>
          <Text size="sm" w={84} ta="right" style={{ flexShrink: 0 }}>
            {compact.format(m.amount)}
          </Text>
        </Group>
      ))}
    </Box>
  );
}

export function MonthBars({ months }: { months: Month[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <VerticalBars months={months} />
      </Box>
      <Box hiddenFrom="sm">
        <HorizontalBars months={months} />
      </Box>
    </>
  );
}
