'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { filtersToSearch } from './filter-query';

export type Option = { value: string; label: string };

/** The filters as the form holds them (strings, as the inputs do); empty means "any". */
export type MatchFilterValues = {
  ageFrom: string;
  ageTo: string;
  height: string | null;
  caste: string[];
  star: string[];
  minScore: string;
  mutual: boolean;
  sort: string;
};

/** The orders offered, with their words' keys in the catalogue (namespace "matches"). */
const SORTS = [
  { value: 'order[newest]=desc', key: 'sortNewest' },
  { value: 'order[age]=asc', key: 'sortYoungest' },
  { value: 'order[age]=desc', key: 'sortOldest' },
  { value: 'order[score]=desc', key: 'sortScore' },
] as const;

/** The search form: starts from the member's preferences (as the server applied them), applies through the URL. */
export function MatchFilters({
  initial,
  heights,
  castes,
  stars,
}: {
  initial: MatchFilterValues;
  heights: Option[];
  castes: Option[];
  stars: Option[];
}) {
  const t = useTranslations('matches');
  const router = useRouter();
  const pathname = usePathname();
  const [values, setValues] = useState(initial);
  const set =
    <K extends keyof MatchFilterValues>(key: K) =>
    (value: MatchFilterValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const text = (value: string | number) => (value === '' ? '' : String(value));

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      mb="md"
      component="form"
      aria-label={t('filters')}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        router.push(`${pathname}?${filtersToSearch(values)}`);
      }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberInput
          label={t('fromAge')}
          min={18}
          max={99}
          value={values.ageFrom}
          onChange={(v) => set('ageFrom')(text(v))}
        />
        <NumberInput
          label={t('toAge')}
          min={18}
          max={99}
          value={values.ageTo}
          onChange={(v) => set('ageTo')(text(v))}
        />
        <Select
          label={t('heightAtLeast')}
          placeholder={t('any')}
          data={heights}
          value={values.height}
          onChange={set('height')}
          clearable
          searchable
        />
        <NumberInput
          label={t('minScore')}
          placeholder={t('any')}
          min={0}
          max={10}
          step={0.5}
          decimalScale={1}
          value={values.minScore}
          onChange={(v) => set('minScore')(text(v))}
        />
        <MultiSelect
          label={t('caste')}
          placeholder={values.caste.length ? undefined : t('any')}
          data={castes}
          value={values.caste}
          onChange={set('caste')}
          searchable
          clearable
        />
        <MultiSelect
          label={t('star')}
          placeholder={values.star.length ? undefined : t('any')}
          data={stars}
          value={values.star}
          onChange={set('star')}
          searchable
          clearable
        />
        <Select
          label={t('sortBy')}
          data={SORTS.map((sort) => ({ value: sort.value, label: t(sort.key) }))}
          value={values.sort}
          onChange={(v) => set('sort')(v ?? SORTS[0].value)}
          allowDeselect={false}
        />
        <Switch
          label={t('mutual')}
          // A long word (Tamil has them) wraps inside its half of a phone's row instead of widening it.
          styles={{ labelWrapper: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } }}
          checked={values.mutual}
          onChange={(event) => set('mutual')(event.currentTarget.checked)}
          mt={{ base: 0, sm: 'xl' }}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">{t('search')}</Button>
        <Button component={Link} href={pathname} variant="default">
          {t('reset')}
        </Button>
      </Group>
    </Paper>
  );
}
