'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Switch } from '@mantine/core';

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

const SORTS: Option[] = [
  { value: 'order[newest]=desc', label: 'Newest first' },
  { value: 'order[age]=asc', label: 'Age: youngest first' },
  { value: 'order[age]=desc', label: 'Age: oldest first' },
  { value: 'order[score]=desc', label: 'Porutham score: best first' },
];

/**
 * Every filter written into the URL, cleared ones as empty values (`caste[]=`), so the URL alone
 * says what is searched and a preference the member cleared stays cleared (lib/matching/match-query.ts).
 */
function filtersToSearch(values: MatchFilterValues): string {
  const search = new URLSearchParams();
  search.set('ageFrom', values.ageFrom);
  search.set('ageTo', values.ageTo);
  search.set('height', values.height ?? '');
  for (const [name, list] of [
    ['caste[]', values.caste],
    ['star[]', values.star],
  ] as const) {
    if (list.length) list.forEach((v) => search.append(name, v));
    else search.set(name, '');
  }
  if (values.minScore !== '') search.set('minScore', values.minScore);
  if (values.mutual) search.set('mutual', 'true');
  const [key, direction] = values.sort.split('=');
  search.set(key, direction);
  return search.toString();
}

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
      aria-label="Match filters"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        router.push(`${pathname}?${filtersToSearch(values)}`);
      }}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <NumberInput
          label="From age"
          min={18}
          max={99}
          value={values.ageFrom}
          onChange={(v) => set('ageFrom')(text(v))}
        />
        <NumberInput
          label="To age"
          min={18}
          max={99}
          value={values.ageTo}
          onChange={(v) => set('ageTo')(text(v))}
        />
        <Select
          label="Height at least"
          placeholder="Any"
          data={heights}
          value={values.height}
          onChange={set('height')}
          clearable
          searchable
        />
        <NumberInput
          label="Min porutham score"
          placeholder="Any"
          min={0}
          max={10}
          step={0.5}
          decimalScale={1}
          value={values.minScore}
          onChange={(v) => set('minScore')(text(v))}
        />
        <MultiSelect
          label="Caste"
          placeholder={values.caste.length ? undefined : 'Any'}
          data={castes}
          value={values.caste}
          onChange={set('caste')}
          searchable
          clearable
        />
        <MultiSelect
          label="Star"
          placeholder={values.star.length ? undefined : 'Any'}
          data={stars}
          value={values.star}
          onChange={set('star')}
          searchable
          clearable
        />
        <Select
          label="Sort by"
          data={SORTS}
          value={values.sort}
          onChange={(v) => set('sort')(v ?? SORTS[0].value)}
          allowDeselect={false}
        />
        <Switch
          label="Mutual: they would choose me too"
          checked={values.mutual}
          onChange={(event) => set('mutual')(event.currentTarget.checked)}
          mt={{ base: 0, sm: 'xl' }}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">Search</Button>
        <Button component={Link} href={pathname} variant="default">
          Reset to my preferences
        </Button>
      </Group>
    </Paper>
  );
}
