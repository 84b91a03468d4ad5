import { getTranslations } from 'next-intl/server';
import { ButtonInner, ButtonLink, Group, buttonAttributes, spacing } from '@/components/ui/static-mantine';
import {
  CHEVRON_WRAPPER_DATA,
  CHEVRON_WRAPPER_STYLE,
  ChevronSection,
  StaticNativeSelect,
  StaticNumberInput,
  StaticSwitch,
} from '@/components/ui/static-inputs';
import { SORTS, SORT_FIELD, type MatchFilterValues } from './filter-query';
import { MatchFilterForm } from './match-filter-form';
import classes from './match-filters.module.css';

export type Option = { value: string; label: string };

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
        {...CHEVRON_WRAPPER_DATA}
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
              markup was 1 kB, written twice: in the HTML and in the page's payload), drawn as
              Mantine's by the CSS module. */}
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

/**
 * The search form: starts from the member's preferences (as the server applied them). A GET form
 * drawn with Mantine's classes (components/ui/static-inputs.tsx), so it works without JavaScript
 * and brings none of Mantine's (issue 28, item 3); the page turns what it sends into the match
 * URL (filter-query.ts: formToSearch), and MatchFilterForm does so in the browser without the
 * round trip.
 */
export async function MatchFilters({
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
  const t = await getTranslations('matches');
  return (
    <MatchFilterForm label={t('filters')}>
      <div className={`m_2415a157 mantine-SimpleGrid-root ${classes.grid}`}>
        <StaticNumberInput
          id={`${ID}-age-from`}
          name="ageFrom"
          label={t('fromAge')}
          min={18}
          max={99}
          defaultValue={initial.ageFrom}
        />
        <StaticNumberInput
          id={`${ID}-age-to`}
          name="ageTo"
          label={t('toAge')}
          min={18}
          max={99}
          defaultValue={initial.ageTo}
        />
        <StaticNativeSelect
          id={`${ID}-height`}
          name="height"
          label={t('heightAtLeast')}
          options={[{ value: '', label: t('any') }, ...heights]}
          defaultValue={initial.height ?? ''}
        />
        <StaticNumberInput
          id={`${ID}-min-score`}
          name="minScore"
          label={t('minScore')}
          placeholder={t('any')}
          min={0}
          max={10}
          step={0.1}
          defaultValue={initial.minScore}
        />
        <Choices name="caste" label={t('caste')} any={t('any')} options={castes} chosen={initial.caste} />
        <Choices name="star" label={t('star')} any={t('any')} options={stars} chosen={initial.star} />
        <StaticNativeSelect
          id={`${ID}-sort`}
          name={SORT_FIELD}
          label={t('sortBy')}
          options={SORTS.map((sort) => ({ value: sort.value, label: t(sort.key) }))}
          defaultValue={initial.sort}
        />
        <StaticSwitch
          id={`${ID}-mutual`}
          name="mutual"
          value="true"
          label={t('mutual')}
          defaultChecked={initial.mutual}
          className={classes.switch}
        />
      </div>
      <Group gap="sm" style={{ marginTop: spacing('md') }}>
        <button {...buttonAttributes({})} type="submit">
          <ButtonInner>{t('search')}</ButtonInner>
        </button>
        <ButtonLink href="/user/matches" variant="default">
          {t('reset')}
        </ButtonLink>
      </Group>
    </MatchFilterForm>
  );
}
