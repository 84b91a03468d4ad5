'use client';

import { Link } from '@/components/ui/link';
import { Anchor } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { FileCell, PhotoCell, yesNo } from './cells';
import { referenceText, type ColumnAlign, type TableColumn } from './columns';
import { DateFilterInput } from './date-filter-input';
import { formatDay } from './date-filter';
import { formatInr } from './format';
import { MESSAGES } from './messages';
import { StatusCell } from './status-cell';
import { TimeLeftCell } from './time-left-cell';
import type { ResourceRow } from './types';
import type { LookupOptions } from './use-lookup-options';
import tableClasses from './resource-table.module.css';

type Column = MRT_ColumnDef<ResourceRow>;

/** The cells' alignment, and on a phone none of a phoneHidden column (resource-table.module.css). */
function cellProps(align: ColumnAlign | undefined, phoneHidden: boolean): Partial<Column> {
  if (!align && !phoneHidden) return {};
  const props = { ...(align && { align }), ...(phoneHidden && { className: tableClasses.phoneHidden }) };
  return { mantineTableHeadCellProps: props, mantineTableBodyCellProps: props };
}

const numeric: Partial<Column> = { mantineFilterTextInputProps: { inputMode: 'numeric' } };

const trueFalse = (label: string): Partial<Column> => ({
  filterVariant: 'select',
  mantineFilterSelectProps: {
    data: ['true', 'false'],
    placeholder: MESSAGES.selectOne,
    clearable: true,
    searchable: false,
    'aria-label': `Filter by ${label}`,
  },
});

/** How each kind shows and filters; the filtering itself is the server's. */
function byKind(column: TableColumn, lookups: LookupOptions): Partial<Column> {
  switch (column.kind) {
    case 'id':
      return { size: 90, ...numeric };
    case 'integer':
      return {
        size: 140,
        ...numeric,
        ...(column.display === 'inr' ? { Cell: ({ cell }) => formatInr(cell.getValue()) } : {}),
      };
    case 'status':
      return {
        size: 130,
        ...trueFalse(column.label),
        Cell: ({ cell }) => <StatusCell value={cell.getValue()} />,
      };
    case 'boolean':
      return { size: 150, ...trueFalse(column.label), Cell: ({ cell }) => yesNo(cell.getValue()) };
    case 'lookup':
      return {
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: lookups[column.collection ?? ''] ?? [],
          searchable: true,
          clearable: true,
          'aria-label': `Filter by ${column.label}`,
        },
        // The API prints references as IRIs; the cell names them from the filter's choices.
        Cell: ({ cell }) => referenceText(cell.getValue(), lookups[column.collection ?? ''] ?? []),
      };
    case 'date':
    case 'datetime':
      return {
        size: 170,
        Cell: ({ cell }) =>
          column.display === 'timeLeft' ? (
            <TimeLeftCell value={cell.getValue()} />
          ) : (
            formatDay(cell.getValue())
          ),
        Filter: ({ column: mrtColumn }) => (
          <DateFilterInput
            label={column.label}
            value={mrtColumn.getFilterValue()}
            onChange={(value) => mrtColumn.setFilterValue(value)}
          />
        ),
      };
    case 'photo':
      return {
        size: 90,
        enableColumnFilter: false,
        enableSorting: false,
        Cell: ({ cell, row }) => (
          <PhotoCell value={cell.getValue()} name={String(row.original.fullName ?? '')} />
        ),
      };
    case 'file':
      return {
        size: 110,
        enableColumnFilter: false,
        enableSorting: false,
        Cell: ({ cell }) => <FileCell value={cell.getValue()} />,
      };
    default:
      // A decision undone since (a moderation item's hide or suspension): it says so.
      if (column.display === 'restored')
        return {
          Cell: ({ cell, row }) => (row.original.restoredAt ? 'restored' : String(cell.getValue() ?? '')),
        };
      // A link to the row's own page (a student's ledger); the click is not the row's Edit.
      return column.link
        ? {
            Cell: ({ cell, row }) => (
              <Anchor
                component={Link}
                href={`${column.link}/${String(row.original.id)}`}
                onClick={(event) => event.stopPropagation()}
              >
                {String(cell.getValue() ?? '')}
              </Anchor>
            ),
          }
        : {};
  }
}

/**
 * The table's columns from their description. Filtering and sorting happen on the server; the
 * column only says which input its filter uses and how its value reads.
 */
export function resourceColumns(columns: readonly TableColumn[], lookups: LookupOptions = {}): Column[] {
  return columns
    .filter((column) => !column.exportOnly)
    .map((column): Column => ({
      accessorKey: column.name,
      header: column.label,
      ...cellProps(column.align, !!column.phoneHidden),
      ...byKind(column, lookups),
      ...(column.filter === false && { enableColumnFilter: false, enableSorting: false }),
      ...(column.size && { size: column.size }),
    }));
}
