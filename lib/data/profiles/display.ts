import 'server-only';
import { masterRowsById } from '@/lib/data/master-data';
import type { ProfileView } from '@/lib/data/profiles/views';
import { findMasterResourceByCollection, lookupName } from '@/lib/resources/master-data';
import { profileFields } from '@/lib/resources/profile';
import { findBirthPlace } from '@/lib/astro/places';
import { createTranslator } from 'next-intl';
import { CATALOGUES } from '@/lib/i18n/catalogues';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

/**
 * A profile view as the pages print it (a candidate's, or the member's own in their data export): references by their names (never an IRI or id;
 * on Tamil pages the name in Tamil where the row has one),
 * booleans as Yes/No (ஆம்/இல்லை on Tamil pages), countries by name. Only the fields the view holds come out.
 */
export type CandidateDisplay = Record<string, string>;

/** Country names in the reader's language ("India", "இந்தியா"); made once per language (a list of cards asks for each card). */
const regionNamesByLanguage = new Map<string, Intl.DisplayNames>();
function regionNames(locale: string): Intl.DisplayNames {
  const language = locale === 'ta' ? 'ta' : 'en';
  let names = regionNamesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNamesByLanguage.set(language, names);
  }
  return names;
}
const relationFields = profileFields.filter((f) => f.type === 'relation');

/**
 * "Yes" and "No" in the reader's language: the profile form's own words for them (`validation.yes`);
 * read once per language, as the country names are (a match list asks for each card).
 */
const yesNoByLanguage = new Map<string, { yes: string; no: string }>();
function yesNoWords(locale: string): { yes: string; no: string } {
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let words = yesNoByLanguage.get(language);
  if (!words) {
    const t = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'validation' });
    words = { yes: t('yes'), no: t('no') };
    yesNoByLanguage.set(language, words);
  }
  return words;
}

export async function displayOf(view: ProfileView, locale = 'en'): Promise<CandidateDisplay> {
  const countries = regionNames(locale);
  const words = yesNoWords(locale);
  const shown: CandidateDisplay = {};
  const rowsByCollection = new Map(
    await Promise.all(
      [...new Set(relationFields.map((f) => f.collection!))].map(async (collection) => {
        const resource = findMasterResourceByCollection(collection)!;
        return [collection, { rows: await masterRowsById(resource), resource }] as const;
      }),
    ),
  );
  for (const field of profileFields) {
    const value = view[field.name];
    if (value === undefined || value === null) continue;
    if (field.type === 'relation') {
      const lookup = rowsByCollection.get(field.collection!)!;
      shown[field.name] = lookupName(lookup.resource, lookup.rows.get(Number(value)), locale);
    } else if (field.type === 'boolean') shown[field.name] = value ? words.yes : words.no;
    else if (field.type === 'country') shown[field.name] = countries.of(String(value)) ?? String(value);
    else if (field.format === 'birthPlace') shown[field.name] = findBirthPlace(String(value))?.name ?? String(value);
    else if (field.format === 'birthDay') shown[field.name] = String(value).split('-').reverse().join('/');
    else shown[field.name] = String(value);
  }
  return shown;
}
