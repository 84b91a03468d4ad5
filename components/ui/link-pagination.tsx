import { Link } from '@/components/ui/link';
import type { CSSProperties, ReactNode } from 'react';

type Control = 'previous' | 'next';
type Vars = CSSProperties & Record<`--${string}`, string | number | undefined>;

/** The pages Mantine's usePagination shows (with `siblings` and `boundaries` of 1), 'dots' for a gap. */
export function pageRange(total: number, active: number, siblings = 1, boundaries = 1): (number | 'dots')[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (siblings * 2 + 3 + boundaries * 2 >= total) return range(1, total);
  const left = Math.max(active - siblings, boundaries);
  const right = Math.min(active + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots)
    return [...range(1, siblings * 2 + boundaries + 2), 'dots', ...range(total - boundaries + 1, total)];
  if (leftDots && !rightDots)
    return [...range(1, boundaries), 'dots', ...range(total - (boundaries + 1 + 2 * siblings), total)];
  return [
    ...range(1, boundaries),
    'dots',
    ...range(left, right),
    'dots',
    ...range(total - boundaries + 1, total),
  ];
}

const ICON_SIZE: CSSProperties = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};
const ICONS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};
const icon = (name: keyof typeof ICONS) => (
  <svg
    viewBox="0 0 16 16"
    xmlns="http://www.w3.org/2000/svg"
    style={ICON_SIZE}
    className={name === 'dots' ? undefined : 'mantine-rotate-rtl'}
  >
    <path d={ICONS[name]} fill="currentColor" />
  </svg>
);

const CONTROL = 'm_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root';
const LINK = `mantine-focus-auto mantine-active ${CONTROL}`;

/**
 * The pager of a list the server reads a page at a time, as plain links (no JavaScript of its own,
 * issue 28 item 3): Mantine's Pagination (siblings and boundaries of 1, arrows at the ends) drawn
 * with its classes, each page a link to the same address with only `page` changed, so the filters
 * stay. The summary ("2,345 matches") sits beside it; with one page, only the summary.
 * components/ui/url-pagination.tsx is the client twin; tests/unit/link-pagination.test.tsx compares
 * the markup with Mantine's own.
 */
export function LinkPagination({
  page,
  pages,
  summary,
  controlLabel,
  pathname,
  search,
}: {
  page: number;
  pages: number;
  summary: ReactNode;
  /** The accessible name of each arrow, in the page's language. */
  controlLabel: (control: Control) => string;
  pathname: string;
  /** The address's search (its `page` is replaced). */
  search: URLSearchParams;
}) {
  const href = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(to));
    return `${pathname}?${next.toString()}`;
  };
  const arrow = (control: Control, to: number) =>
    to < 1 || to > pages ? (
      <button
        className={`mantine-focus-auto ${CONTROL}`}
        data-disabled="true"
        type="button"
        disabled
        aria-label={controlLabel(control)}
      >
        {icon(control)}
      </button>
    ) : (
      <Link className={LINK} href={href(to)} aria-label={controlLabel(control)}>
        {icon(control)}
      </Link>
    );
  const groupVars: Vars = {
    '--group-gap': 'var(--mantine-spacing-sm)',
    '--group-align': 'center',
    '--group-justify': 'space-between',
    '--group-wrap': 'wrap',
    marginTop: 'var(--mantine-spacing-md)',
  };
  const controlsVars: Vars = {
    '--group-gap': 'calc(0.5rem * var(--mantine-scale))',
    '--group-align': 'center',
    '--group-justify': 'flex-start',
    '--group-wrap': 'wrap',
  };
  return (
    <div style={groupVars} className="m_4081bf90 mantine-Group-root">
      <p
        style={
          { '--text-fz': 'var(--mantine-font-size-sm)', '--text-lh': 'var(--mantine-line-height-sm)' } as Vars
        }
        className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
        data-size="sm"
        aria-live="polite"
      >
        {summary}
      </p>
      {pages > 1 && (
        <div className="m_4addd315 mantine-Pagination-root">
          <div style={controlsVars} className="m_4081bf90 mantine-Group-root">
            {arrow('previous', page - 1)}
            {pageRange(pages, page).map((item, index) =>
              item === 'dots' ? (
                <div key={`dots-${index}`} className="m_4ad7767d mantine-Pagination-dots">
                  {icon('dots')}
                </div>
              ) : (
                <Link
                  key={item}
                  className={LINK}
                  data-active={item === page || undefined}
                  data-with-padding="true"
                  href={href(item)}
                  aria-current={item === page ? 'page' : undefined}
                >
                  {item}
                </Link>
              ),
            )}
            {arrow('next', page + 1)}
          </div>
        </div>
      )}
    </div>
  );
}
