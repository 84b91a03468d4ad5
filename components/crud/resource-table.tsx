'use client';

import 'mantine-react-table/styles.css';
import classes from './resource-table.module.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFilterOff, IconPencil, IconPlus } from '@tabler/icons-react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnFiltersState,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
} from 'mantine-react-table';
import { MESSAGES } from './messages';
import type { TableDescription } from './columns';
import { resourceColumns } from './resource-columns';
import { normalizeFilters, PAGE_SIZES, type TableUrlState } from './table-state';
import type { ResourceRow } from './types';
import { useLookupOptions, type LookupOptions } from './use-lookup-options';

type Props = {
  table: TableDescription;
  view: TableUrlState;
  onViewChange: (view: TableUrlState) => void;
  rows: ResourceRow[];
  /** The lookup columns' choices when the page loaded them; fetched otherwise. */
  lookups?: LookupOptions;
  /** Rows matching the view; null before the first answer. */
  total: number | null;
  loading: boolean;
  error: string | null;
  exporting: boolean;
  onExport: () => void;
  onClear: () => void;
  onNew: () => void;
  onEdit: (id: number) => void;
  /**
   * Rows ticked for an action on many (the dues list's reminders), kept across pages by row id;
   * without it a click only highlights one row.
   */
  selection?: RowSelection;
};

/** A list's ticked rows, held by the screen that acts on them. */
export type RowSelection = {
  value: MRT_RowSelectionState;
  onChange: (value: MRT_RowSelectionState) => void;
};

const apply = <T,>(updater: MRT_Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The list: mantine-react-table driven entirely from outside. Paging, sorting and filtering are
 * done by the server (manual*), and the view they describe is the URL's, passed in as `view`.
 */
export function ResourceTable(props: Props) {
  const { table: description, view, onViewChange, rows, total, loading, error } = props;
  // A new view of a list already shown: the rows stay, the progress bars say it is coming.
  const reloading = loading && rows.length > 0;
  const lookups = useLookupOptions(description.columns, props.lookups);
  const columns = useMemo(
    () => resourceColumns(description.columns, lookups),
    [description.columns, lookups],
  );
  const [highlighted, setHighlighted] = useState<MRT_RowSelectionState>({});
  const rowSelection = props.selection?.value ?? highlighted;
  const onRowSelectionChange = (updater: MRT_Updater<MRT_RowSelectionState>) => {
    const next = apply(updater, rowSelection);
    if (props.selection) props.selection.onChange(next);
    else setHighlighted(next);
  };

  const pagination: MRT_PaginationState = { pageIndex: view.pageIndex, pageSize: view.pageSize };
  // A new filter or sort changes what page 1 is, so it sends the user back there. The table also
  // re-announces unchanged filters (its inputs do on remount): those must keep the page.
  // The table resets the page itself after a filter change, from the render before it: a reset to
  // the page already shown must not write that render's (older) view back to the address.
  const onPaginationChange = (updater: MRT_Updater<MRT_PaginationState>) => {
    const next = apply(updater, pagination);
    if (next.pageIndex !== view.pageIndex || next.pageSize !== view.pageSize)
      onViewChange({ ...view, ...next });
  };
  const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
    const sorting = apply(updater, view.sorting);
    if (!sameJson(sorting, view.sorting)) onViewChange({ ...view, sorting, pageIndex: 0 });
  };
  const onColumnFiltersChange = (updater: MRT_Updater<MRT_ColumnFiltersState>) => {
    const filters = normalizeFilters(
      apply<MRT_ColumnFiltersState>(updater, view.filters),
      description.columns,
    );
    if (!sameJson(filters, view.filters)) onViewChange({ ...view, filters, pageIndex: 0 });
  };

  const table = useMantineReactTable<ResourceRow>({
    columns,
    data: rows,
    rowCount: total ?? 0,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableMultiSort: true,
    columnFilterDisplayMode: description.fit ? 'popover' : 'subheader',
    enableRowSelection: true,
    enableMultiRowSelection: !!props.selection,
    enableRowActions: !description.readOnly,
    positionActionsColumn: 'last',
    enableColumnPinning: true,
    positionToolbarAlertBanner: 'none',
    displayColumnDefOptions: {
      'mrt-row-actions': { header: 'Edit', size: 70 },
      'mrt-row-select': { size: description.fit ? 40 : 60 },
    },
    initialState: { showColumnFilters: true, density: 'xs', columnPinning: { right: ['mrt-row-actions'] } },
    state: {
      pagination,
      sorting: view.sorting,
      columnFilters: view.filters,
      rowSelection,
      isLoading: loading && rows.length === 0,
      showProgressBars: reloading,
    },
    // The toolbars' progress bars stay mounted, folded to no height, between loads: striped and
    // animated for good, they kept the browser painting a quarter of a core on an idle admin list.
    mantineProgressProps: { value: 100, animated: reloading },
    onPaginationChange,
    onSortingChange,
    onColumnFiltersChange,
    onRowSelectionChange,
    mantineTableBodyRowProps: ({ row }) => ({
      onClick: row.getToggleSelectedHandler(),
      style: { cursor: 'pointer' },
    }),
    mantinePaginationProps: { rowsPerPageOptions: PAGE_SIZES.map(String) },
    mantinePaperProps: { withBorder: true, shadow: 'xs' },
    mantineTableProps: {
      className: [
        classes.table,
        description.columns.some((c) => c.phoneHidden) && classes.phoneFit,
        description.fit && classes.fit,
      ]
        .filter(Boolean)
        .join(' '),
    },
    renderRowActions: ({ row }) => (
      <Tooltip label="Edit">
        <ActionIcon
          variant="subtle"
          aria-label="Edit"
          onClick={(event) => {
            event.stopPropagation(); // editing a row is not selecting it
            props.onEdit(row.original.id);
          }}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    ),
    renderTopToolbarCustomActions: () => (
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          Export
        </Button>
        <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={props.onClear}>
          Clear
        </Button>
        {!description.readOnly && !description.noCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={props.onNew}>
            New
          </Button>
        )}
      </Group>
    ),
    renderBottomToolbarCustomActions: () => (
      <Text size="sm" fw={500} px="xs" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        {total === null ? '' : MESSAGES.total(total)}
      </Text>
    ),
    renderEmptyRowsFallback: () => (
      <Text c="gray.7" ta="center" py="xl">
        {error ? '' : description.emptyMessage}
      </Text>
    ),
  });

  // A fit table's filters open from a button in each heading, which the table library draws with
  // a tooltip but no name (axe: button-name): it is named as the filter it opens, whenever the
  // library draws one (its headings render on their own, so after any change to the table).
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!description.fit || !root) return;
    const name = () =>
      root
        .querySelectorAll('th .mrt-table-head-cell-filter-label-icon:not([aria-label])')
        .forEach((button) => {
          const heading = button
            .closest('th')
            ?.querySelector('.mrt-table-head-cell-content-wrapper')?.textContent;
          if (heading) button.setAttribute('aria-label', `Filter by ${heading}`);
        });
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [description.fit]);

  return (
    <>
      {error && (
        <Alert color="red" mb="sm" role="alert">
          {error}
        </Alert>
      )}
      <div ref={frame}>
        <MantineReactTable table={table} />
      </div>
    </>
  );
}
