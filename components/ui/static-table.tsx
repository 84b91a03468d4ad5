import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's striped Table with a border in its TableScrollContainer (type "native": the browser's
 * own horizontal scroll below `minWidth`, with the room under the table that the default type's
 * ScrollArea keeps for its scrollbar), without Mantine's JavaScript (issue 28, item 3): the
 * elements, classes, data attributes and CSS variables Mantine 7 writes for them, as
 * components/ui/static-mantine.tsx does for other components. No hooks and no directive: a server
 * component draws it. tests/unit/static-table.test.tsx compares it with Mantine's own rendering.
 */
/** Mantine's ScrollArea scrollbar size (--scrollarea-scrollbar-size). */
export const SCROLLBAR_ROOM = '12px';

export function StaticTable({
  minWidth,
  head,
  rows,
}: {
  minWidth: number;
  head: ReactNode[];
  /** Each row's cells, with a key per row. */
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  const container = {
    '--table-min-width': `calc(${minWidth / 16}rem * var(--mantine-scale))`,
    '--table-overflow': 'auto',
    // The room Mantine's ScrollArea (the container's default type) keeps under the table for its
    // scrollbar, kept so that the page looks as it did.
    paddingBottom: SCROLLBAR_ROOM,
  } as CSSProperties;
  const row = {
    className: 'm_4e7aa4fd mantine-Table-tr',
    'data-with-row-border': 'true',
    'data-striped': 'odd',
  };
  return (
    <div style={container} className="m_a100c15 mantine-TableScrollContainer-scrollContainer">
      <div className="m_62259741 mantine-TableScrollContainer-scrollContainerInner">
        <table
          style={{ '--table-vertical-spacing': 'calc(0.4375rem * var(--mantine-scale))' } as CSSProperties}
          className="m_b23fa0ef mantine-Table-table"
          data-with-table-border="true"
        >
          <thead className="m_b242d975 mantine-Table-thead">
            <tr {...row}>
              {head.map((cell, index) => (
                <th key={index} className="m_4e7aa4f3 mantine-Table-th">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="m_b2404537 mantine-Table-tbody">
            {rows.map(({ key, cells }) => (
              <tr key={key} {...row}>
                {cells.map((cell, index) => (
                  <td key={index} className="m_4e7aa4ef mantine-Table-td">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
