import { Stack, Text, Title, spacing } from '@/components/ui/static-mantine';
import { Alert, Card } from '@/components/ui/static-surfaces';
import { IconAlertTriangle } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { GRAHAS } from '@/lib/astro/ephemeris';
import { rasiChartSvg } from '@/lib/astro/rasi-chart-svg';
import { birthChartFacts } from '@/lib/data/birth-chart';

type Props = {
  /** A profile as the reader's view holds it (ids for star and raasi, the birth details if shown). */
  profile: Record<string, unknown>;
};

const BODIES = ['lagna', ...GRAHAS] as const;
const NUMBERS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * The rasi chart of a profile whose birth details the reader may see (the owner; another member
 * once an interest was accepted, like the horoscope), with the star and raasi the details give,
 * and a warning, never a refusal, when the profile names another: families follow their astrologer.
 */
export async function BirthChartCard({ profile }: Props) {
  const facts = await birthChartFacts(profile);
  if (!facts) return null;
  const t = await getTranslations('astro');
  const { chart } = facts;
  const starName = (n: number) => t(`stars.${n}` as 'stars.1');
  const raasiName = (n: number) => t(`raasis.${n}` as 'raasis.1');
  const svg = rasiChartSvg(chart, {
    grahas: Object.fromEntries(BODIES.map((b) => [b, t(`grahas.${b}`)])) as Record<
      (typeof BODIES)[number],
      string
    >,
    raasis: NUMBERS.map((n) => t(`raasis.${n}` as 'raasis.1')),
    title: t('title'),
    subtitle: t('subtitle'),
  });
  const summary = BODIES.map((b) => `${t(`grahaNames.${b}`)} ${raasiName(chart.raasis[b])}`).join(', ');
  const starDiffers = facts.chosenStar !== null && facts.chosenStar !== chart.star;
  const raasiDiffers = facts.chosenRaasi !== null && facts.chosenRaasi !== chart.raasi;
  const [year, month, day] = facts.birthDate.split('-');

  return (
    <Card maxWidth={560} data-testid="birth-chart">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('title')}
        </Title>
        <Text size="sm" color="gray.7">
          {t('born', { date: `${day}/${month}/${year}`, time: facts.birthTime, place: facts.place.name })}
        </Text>
        <Text size="sm" data-testid="computed-star">
          {t('computed', { star: starName(chart.star), raasi: raasiName(chart.raasi) })}
        </Text>
        {(starDiffers || raasiDiffers) && (
          <Alert
            id="birth-chart-warning"
            color="yellow"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('mismatchTitle')}
            // Mantine's yellow title falls below WCAG AA contrast on the light background.
            titleColor="var(--mantine-color-dark-9)"
            data-testid="star-warning"
          >
            <Stack gap={4}>
              {starDiffers && (
                <Text size="sm">
                  {t('starDiffers', { chosen: starName(facts.chosenStar!), computed: starName(chart.star) })}
                </Text>
              )}
              {raasiDiffers && (
                <Text size="sm">
                  {t('raasiDiffers', {
                    chosen: raasiName(facts.chosenRaasi!),
                    computed: raasiName(chart.raasi),
                  })}
                </Text>
              )}
              <Text size="sm">{t('advice')}</Text>
            </Stack>
          </Alert>
        )}
        <div
          style={{ width: '100%', maxWidth: spacing(400) }}
          role="figure"
          aria-label={t('chartLabel', { summary })}
          // Markup from lib/astro/rasi-chart-svg.ts: built from numbers and catalogue texts, all escaped.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <Text size="xs" color="gray.7">
          {t('method')}
        </Text>
      </Stack>
    </Card>
  );
}
