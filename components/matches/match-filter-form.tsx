'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { useRouter } from 'next/navigation';
import { ButtonInner, ButtonLink, Group, buttonAttributes, spacing } from '@/components/ui/static-mantine';
import {
  CHEVRON_WRAPPER_STYLE,
  ChevronSection,
  chevronWrapperData,
  StaticNativeSelect,
  StaticNumberInput,
  StaticSwitch,
} from '@/components/ui/static-inputs';
import { SORT_FIELD, formToSearch, type MatchFilterValues } from './filter-query';
import classes from './match-filters.module.css';

export type Option = { value: string; label: string };

/** The form's words, read by the page on the server (./match-filters.tsx). */
export type FilterTexts = Record<
  | 'filters'
  | 'fromAge'
  | 'toAge'
  | 'heightAtLeast'
  | 'minScore'
  | 'any'
  | 'caste'
  | 'star'
  | 'sortBy'
  | 'mutual'
  | 'search'
  | 'reset',
  string
>;

const ID = 'match-filter';

/**
 * A multi-choice (castes, stars) as a disclosure: its summary, drawn as Mantine's input, says what
 * is ticked ("Any" when nothing is); it opens on a list of checkboxes. The empty `caste[]=` sent
 * with them makes "none ticked" mean "any" (filter-query.ts).
 */
function Choices({
  name,
  label,
  any,
  options,
  chosen,
}: {
  name: 'caste' | 'star';
  label: string;
  any: string;
  options: Option[];
  chosen: string[];
}) {
  const names = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
  return (
    <fieldset className={`m_46b77525 mantine-InputWrapper-root mantine-MultiSelect-root ${classes.fieldset}`}>
      {/* Mantine's label inside (an inline block on its line, as a <label> in its wrapper sits). */}
      <legend className={classes.legend}>
        <span className="m_8fdc1311 mantine-InputWrapper-label mantine-MultiSelect-label">{label}</span>
      </legend>
      <details
        style={CHEVRON_WRAPPER_STYLE}
        className={`m_6c018570 mantine-Input-wrapper mantine-MultiSelect-wrapper ${classes.details}`}
        {...chevronWrapperData()}
      >
        <summary
          className={`m_8fb7ebe7 mantine-Input-input mantine-MultiSelect-input ${classes.summary}`}
          data-variant="default"
        >
          <span
            className={classes.chosen}
            data-chosen=""
            data-any={any}
            data-empty={names.length ? undefined : 'true'}
          >
            {names.length ? names.join(', ') : any}
          </span>
          <ChevronSection kind="MultiSelect" component="span" />
        </summary>
        <div className={classes.dropdown}>
          <input type="hidden" name={`${name}[]`} value="" />
          {/* Each option a native checkbox in its label (about 100 bytes, where Mantine's Checkbox
              markup was 1 kB), drawn as Mantine's by the CSS module. */}
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name={`${name}[]`}
                value={option.value}
                defaultChecked={chosen.includes(option.value) || undefined}
              />
              {option.label}
            </label>
          ))}
        </div>
      </details>
    </fieldset>
  );
}

const PATH = '/user/matches';

/** What a multi-choice's summary says: the ticked names, or "Any". */
function showChosen(details: HTMLDetailsElement) {
  const chosen = details.querySelector<HTMLElement>('[data-chosen]');
  if (!chosen) return;
  const names = [...details.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')].map(
    (box) => box.labels?.[0]?.textContent ?? '',
  );
  chosen.textContent = names.length ? names.join(', ') : (chosen.dataset.any ?? '');
  if (names.length) delete chosen.dataset.empty;
  else chosen.dataset.empty = 'true';
}

/**
 * The match filters: a GET form drawn with Mantine's classes (components/ui/static-inputs.tsx), so
 * it works without JavaScript and brings none of Mantine's (issue 28, item 3); the page turns what
 * it sends into the match URL (filter-query.ts: formToSearch). A client component drawn from data
 * (the choice lists travel once, as values and names, not as a second copy of their markup in the
 * page's payload); in the browser, a small enhancement: the search goes to the match URL in one
 * step (no redirect, no full load), a multi-choice's summary follows its ticks, and an open list
 * closes on Escape or a click outside.
 */
export function MatchFilterForm({
  texts: t,
  initial,
  heights,
  castes,
  stars,
  sorts,
}: {
  texts: FilterTexts;
  initial: MatchFilterValues;
  heights: Option[];
  castes: Option[];
  stars: Option[];
  sorts: Option[];
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      for (const details of form.current?.querySelectorAll('details[open]') ?? [])
        if (!details.contains(event.target as Node)) (details as HTMLDetailsElement).open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  return (
    <form
      ref={form}
      method="get"
      action={PATH}
      aria-label={t.filters}
      style={
        {
          '--paper-radius': 'var(--mantine-radius-md)',
          marginBottom: 'var(--mantine-spacing-md)',
          padding: 'var(--mantine-spacing-md)',
        } as CSSProperties
      }
      className="m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      onSubmit={(event) => {
        event.preventDefault();
        const sent = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string') sent.append(name, value);
        router.push(`${PATH}?${formToSearch(sent)}`);
      }}
      onChange={(event) => {
        const details = (event.target as HTMLElement).closest('details');
        if (details) showChosen(details);
      }}
      onKeyDown={(event) => {
        const details = (event.target as HTMLElement).closest('details');
        if (event.key === 'Escape' && details?.open) {
          details.open = false;
          details.querySelector('summary')?.focus();
        }
      }}
    >
      <div className={`m_2415a157 mantine-SimpleGrid-root ${classes.grid}`}>
        <StaticNumberInput
          id={`${ID}-age-from`}
          name="ageFrom"
          label={t.fromAge}
          min={18}
          max={99}
          defaultValue={initial.ageFrom}
        />
        <StaticNumberInput
          id={`${ID}-age-to`}
          name="ageTo"
          label={t.toAge}
          min={18}
          max={99}
          defaultValue={initial.ageTo}
        />
        <StaticNativeSelect
          id={`${ID}-height`}
          name="height"
          label={t.heightAtLeast}
          options={[{ value: '', label: t.any }, ...heights]}
          defaultValue={initial.height ?? ''}
        />
        <StaticNumberInput
          id={`${ID}-min-score`}
          name="minScore"
          label={t.minScore}
          placeholder={t.any}
          min={0}
          max={10}
          step={0.1}
          defaultValue={initial.minScore}
        />
        <Choices name="caste" label={t.caste} any={t.any} options={castes} chosen={initial.caste} />
        <Choices name="star" label={t.star} any={t.any} options={stars} chosen={initial.star} />
        <StaticNativeSelect
          id={`${ID}-sort`}
          name={SORT_FIELD}
          label={t.sortBy}
          options={sorts}
          defaultValue={initial.sort}
        />
        <StaticSwitch
          id={`${ID}-mutual`}
          name="mutual"
          value="true"
          label={t.mutual}
          defaultChecked={initial.mutual}
          className={classes.switch}
        />
      </div>
      <Group gap="sm" style={{ marginTop: spacing('md') }}>
        <button {...buttonAttributes({})} type="submit">
          <ButtonInner>{t.search}</ButtonInner>
        </button>
        <ButtonLink href="/user/matches" variant="default">
          {t.reset}
        </ButtonLink>
      </Group>
    </form>
  );
}
