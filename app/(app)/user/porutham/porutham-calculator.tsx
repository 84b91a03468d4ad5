'use client';

import { useId, useMemo, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PoruthamTable } from '@/components/matches/porutham-table';
import { PoruthamReportButton } from '@/components/papers/paper-links';
import { StaticNativeSelect } from '@/components/ui/static-inputs';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { isValidStarRaasi, porutham } from '@/lib/matching/porutham';
import { STARS } from '@/lib/matching/porutham-tables';
import classes from './porutham-calculator.module.css';

type PoruthamPairChoice = { [K in keyof Choice]: number };
type Choice = {
  brideStar: number | null;
  brideRaasi: number | null;
  groomStar: number | null;
  groomRaasi: number | null;
};

/** A star's (1..27) or raasi's (1..12) name in the page's language: the catalogue's, as the PDFs print them. */
type Names = { star: (n: number) => string; raasi: (n: number) => string };

const starOptions = (names: Names) =>
  STARS.map((s) => ({ value: String(s.number), label: `${s.number}. ${names.star(s.number)}` }));
const raasiOptions = (star: number | null, names: Names) =>
  (star ? starRaasiNumbers(star) : []).map((r) => ({
    value: String(r),
    label: `${r}. ${names.raasi(r)}`,
  }));

const PARTNERS = ['bride', 'groom'] as const;

/**
 * A chosen star or raasi as the select's value ('' until chosen, when the placeholder shows and
 * reads as Mantine's placeholder).
 */
const selected = (value: number | null) => ({
  value: value === null ? '' : String(value),
  className: value === null ? classes.placeholder : undefined,
});

/** A star's raasi: kept when the star falls in it, else the star's only (or first) raasi. */
const fitRaasi = (star: number | null, raasi: number | null) =>
  star === null
    ? null
    : raasi !== null && isValidStarRaasi({ star, raasi })
      ? raasi
      : starRaasiNumbers(star)[0];

/**
 * Bride and groom star and raasi, and the ten results at once: the same pure rules as the API
 * and the match search (lib/matching/porutham.ts), run in the browser, with the choice kept in
 * the URL. Raasi lists offer only the raasis the chosen star falls in.
 */
export function PoruthamCalculator({ initial }: { initial: Choice }) {
  const t = useTranslations('porutham');
  const words = useTranslations('pdf');
  const names: Names = {
    star: (n) => words(`stars.${n}` as 'stars.1'),
    raasi: (n) => words(`raasis.${n}` as 'raasis.1'),
  };
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [choice, setChoice] = useState<Choice>(() => ({
    ...initial,
    brideRaasi: fitRaasi(initial.brideStar, initial.brideRaasi),
    groomRaasi: fitRaasi(initial.groomStar, initial.groomRaasi),
  }));

  const update = (next: Choice) => {
    setChoice(next);
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== null) query.set(key, String(value));
    router.replace(`${pathname}?${query}`, { scroll: false });
  };
  const setStar = (who: 'bride' | 'groom', value: string) => {
    const star = value ? Number(value) : null;
    update({ ...choice, [`${who}Star`]: star, [`${who}Raasi`]: fitRaasi(star, choice[`${who}Raasi`]) });
  };
  const setRaasi = (who: 'bride' | 'groom', value: string) =>
    update({ ...choice, [`${who}Raasi`]: value ? Number(value) : null });

  const result = useMemo(() => {
    const { brideStar, brideRaasi, groomStar, groomRaasi } = choice;
    if (brideStar === null || brideRaasi === null || groomStar === null || groomRaasi === null) return null;
    const bride = { star: brideStar, raasi: brideRaasi };
    const groom = { star: groomStar, raasi: groomRaasi };
    return isValidStarRaasi(bride) && isValidStarRaasi(groom) ? porutham(bride, groom) : null;
  }, [choice]);

  const person = (who: 'bride' | 'groom') => (
    <Stack gap="xs">
      <Text fw={600}>{t(who)}</Text>
      <StaticNativeSelect
        id={`${id}-${who}-star`}
        label={t(`${who}Star`)}
        placeholder={t('chooseStar')}
        options={starOptions(names)}
        {...selected(choice[`${who}Star`])}
        onChange={(v) => setStar(who, v)}
      />
      <StaticNativeSelect
        id={`${id}-${who}-raasi`}
        label={t(`${who}Raasi`)}
        placeholder={t('starFirst')}
        options={raasiOptions(choice[`${who}Star`], names)}
        {...selected(choice[`${who}Raasi`])}
        onChange={(v) => setRaasi(who, v)}
        disabled={choice[`${who}Star`] === null}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('checkPair')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {PARTNERS.map((who) => (
          <div key={who}>{person(who)}</div>
        ))}
      </SimpleGrid>
      {result ? (
        <Stack gap="sm" aria-live="polite">
          <PoruthamTable result={result} label={t('results')} />
          <div>
            <PoruthamReportButton pair={choice as PoruthamPairChoice} />
          </div>
        </Stack>
      ) : (
        <Text c="dimmed">{t('chooseBoth')}</Text>
      )}
    </Stack>
  );
}
