'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { PageTitle } from '@/components/ui/page-title';
import { ApiError } from './api-client';
import { MESSAGES } from './messages';
import { notifySuccess, notifyWarning } from './notify';
import { ResourceTable } from './resource-table';
import { apiPageQuery } from './table-state';
import type { ResourceDescription } from './types';
import { useCollection } from './use-collection';
import { useTableUrlState } from './use-table-url-state';

// Loaded on first use, not with the page: the form (and its number inputs) only when New or Edit
// is clicked, the CSV writer only on Export. The list itself is what the first load is for.
const ResourceFormModal = dynamic(() => import('./resource-form-modal').then((m) => m.ResourceFormModal), {
  ssr: false,
});

/** The form's state; the id outlives `opened` so a closing edit form does not turn into a new one. */
type FormState = { opened: boolean; id: number | null };

/** A master-data screen: title and Search box, the list, and the create/edit form. */
export function ResourceList({ resource }: { resource: ResourceDescription }) {
  const [view, setView] = useTableUrlState(resource.fields);
  const [reloadKey, setReloadKey] = useState(0);
  const query = apiPageQuery(view, resource.fields)?.toString() ?? null;
  const { rows, total, loading, error } = useCollection(resource.collection, query, reloadKey);
  const [form, setForm] = useState<FormState>({ opened: false, id: null });
  const [exporting, setExporting] = useState(false);

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
      const count = await exportCsv(resource, view);
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
        <PageTitle>{resource.title}</PageTitle>
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
        resource={resource}
        view={view}
        onViewChange={setView}
        rows={rows}
        total={total}
        loading={loading}
        error={error}
        exporting={exporting}
        onExport={runExport}
        onClear={clear}
        onNew={() => setForm({ opened: true, id: null })}
        onEdit={(id) => setForm({ opened: true, id })}
      />
      <ResourceFormModal
        resource={resource}
        opened={form.opened}
        id={form.id}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, opened: false }));
          setReloadKey((k) => k + 1);
        }}
      />
    </>
  );
}
