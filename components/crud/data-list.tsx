'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from './api-client';
import { useExportName } from './export-name';
import { MESSAGES } from './messages';
import { notifySuccess, notifyWarning } from './notify';
import type { TableDescription } from './columns';
import { ResourceTable, type RowSelection } from './resource-table';
import { apiPageQuery } from './table-state';
import type { InitialPage } from './types';
import { useCollection } from './use-collection';
import type { LookupOptions } from './use-lookup-options';
import { useTableUrlState } from './use-table-url-state';

/** The form's state; the id outlives `opened` so a closing edit form does not turn into a new one. */
export type FormState = { opened: boolean; id: number | null };

/** What a list hands its create/edit form. */
export type ListFormProps = FormState & {
  onClose: () => void;
  onSaved: () => void;
  /** Something was saved and the form stays open (a receipt shown after its payment): the list reloads behind it. */
  onChanged: () => void;
};

type Props = {
  table: TableDescription;
  /** The screen's own form (master data or profile), opened by New (id null) and Edit. */
  renderForm: (props: ListFormProps) => ReactNode;
  /** The first page, rendered by the server with the screen (app/(app)/admin/initial-page.ts). */
  initialPage?: InitialPage | null;
  /** The lookup columns' choices, loaded by the server with the screen; fetched here otherwise. */
  lookups?: LookupOptions;
  /** Ticked rows, for a screen with an action on many (components/crud/resource-table.tsx). */
  selection?: RowSelection;
};

/**
 * An admin list screen: title and Search box, the server-side table, Export, and the screen's
 * create/edit form. Every admin list is this component with another description and form.
 */
export function DataList({ table, renderForm, initialPage, lookups, selection }: Props) {
  const [view, setView] = useTableUrlState(table.columns);
  const [reloadKey, setReloadKey] = useState(0);
  const query = apiPageQuery(view, table.columns)?.toString() ?? null;
  const { rows, total, loading, error } = useCollection(table.collection, query, reloadKey, initialPage);
  const [form, setForm] = useState<FormState>({ opened: false, id: null });
  const [exporting, setExporting] = useState(false);
  const exportName = useExportName();

  // The Search box answers each key at once; the list follows once typing pauses.
  const [search, setSearch] = useState(view.q);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (debouncedSearch.trim() !== view.q) setView({ ...view, q: debouncedSearch.trim(), pageIndex: 0 });
    // Only a new search text should move the view; `view` changing on its own must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const clear = () => {
    setSearch('');
    setView({ ...view, q: '', filters: [], sorting: [], pageIndex: 0 });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const { exportCsv } = await import('./csv-export');
      const count = await exportCsv(table, view, lookups, exportName);
      notifySuccess(MESSAGES.exported(count));
    } catch (e) {
      notifyWarning(e instanceof ApiError ? e.message : MESSAGES.unreachable);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <PageTitle>{table.title}</PageTitle>
        <TextInput
          placeholder={MESSAGES.search}
          aria-label={MESSAGES.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null
          }
          w={{ base: '100%', xs: 280 }}
          mb="md"
        />
      </Group>
      <ResourceTable
        table={table}
        view={view}
        onViewChange={setView}
        rows={rows}
        lookups={lookups}
        total={total}
        loading={loading}
        error={error}
        exporting={exporting}
        onExport={runExport}
        onClear={clear}
        onNew={() => setForm({ opened: true, id: null })}
        onEdit={(id) => setForm({ opened: true, id })}
        selection={selection}
      />
      {renderForm({
        ...form,
        onClose: () => setForm((f) => ({ ...f, opened: false })),
        onSaved: () => {
          setForm((f) => ({ ...f, opened: false }));
          setReloadKey((k) => k + 1);
        },
        onChanged: () => setReloadKey((k) => k + 1),
      })}
    </>
  );
}
