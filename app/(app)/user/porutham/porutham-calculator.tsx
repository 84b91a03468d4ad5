'use client';

import { useMemo, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PoruthamTable } from '@/components/matches/porutham-table';
import { starRaasiNumbers } from '@/lib/matching/nakshatra';
import { isValidStarRaasi, porutham } from '@/lib/matching/porutham';
import { RAASI_NAMES, STARS } from '@/lib/matching/porutham-tables';

type Choice = {
  brideStar: number | null;
  brideRaasi: number | null;
  groomStar: number | null;
  groomRaasi: number | null;
};

const starOptions = STARS.map((s) => ({ value: String(s.number), label: `${s.number}. ${s.name}` }));
const raasiOptions = (star: number | null) =>
  (star ? starRaasiNumbers(star) : []).map((r) => ({
    value: String(r),
    label: `${r}. ${RAASI_NAMES[r - 1]}`,
  }));

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
  const setStar = (who: 'bride' | 'groom', value: string | null) => {
    const star = value ? Number(value) : null;
    update({ ...choice, [`${who}Star`]: star, [`${who}Raasi`]: fitRaasi(star, choice[`${who}Raasi`]) });
  };
  const setRaasi = (who: 'bride' | 'groom', value: string | null) =>
    update({ ...choice, [`${who}Raasi`]: value ? Number(value) : null });

  const result = useMemo(() => {
    const { brideStar, brideRaasi, groomStar, groomRaasi } = choice;
    if (brideStar === null || brideRaasi === null || groomStar === null || groomRaasi === null) return null;
    const bride = { star: brideStar, raasi: brideRaasi };
    const groom = { star: groomStar, raasi: groomRaasi };
    return isValidStarRaasi(bride) && isValidStarRaasi(groom) ? porutham(bride, groom) : null;
  }, [choice]);

  const person = (who: 'bride' | 'groom', title: string) => (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      <Select
        label={`${title}'s star`}
        placeholder="Choose a star"
        data={starOptions}
        value={choice[`${who}Star`] === null ? null : String(choice[`${who}Star`])}
        onChange={(v) => setStar(who, v)}
        searchable
        allowDeselect={false}
      />
      <Select
        label={`${title}'s raasi`}
        placeholder="Choose the star first"
        data={raasiOptions(choice[`${who}Star`])}
        value={choice[`${who}Raasi`] === null ? null : String(choice[`${who}Raasi`])}
        onChange={(v) => setRaasi(who, v)}
        disabled={choice[`${who}Star`] === null}
        allowDeselect={false}
      />
    </Stack>
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Check a pair
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {person('bride', 'Bride')}
        {person('groom', 'Groom')}
      </SimpleGrid>
      {result ? (
        <Stack gap="sm" aria-live="polite">
          <PoruthamTable result={result} label="Porutham results" />
        </Stack>
      ) : (
        <Text c="dimmed">Choose both stars to see the ten poruthams.</Text>
      )}
    </Stack>
  );
}
