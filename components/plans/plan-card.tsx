import { Stack, Text, Title } from '@/components/ui/static-mantine';
import { Card } from '@/components/ui/static-surfaces';
import { useTranslations } from 'next-intl';
import type { PlanStatus } from '@/lib/data/plan-status';
import { indianDay } from '@/lib/format';

/** YYYY-MM-DD as dd/mm/yyyy, as every date on screen. */
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * Seven days from now, in India's days as the expiry is (the member's and the office's calendar; UTC's
 * is a day behind from 00:00 to 05:30 IST): within them the card says to renew (the reminder e-mail's window).
 */
const soon = () => indianDay(new Date(Date.now() + 7 * 86_400_000));

/** The member's plan on their dashboard: what it is, until when, the contacts left, what to do when it ended. */
export function PlanCard({ plan }: { plan: PlanStatus }) {
  const t = useTranslations('plans');
  const { total, used } = plan.contacts;
  return (
    <Card data-testid="plan">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {!plan.planName ? (
          <Text>{t('none')}</Text>
        ) : (
          <>
            <Text fw={600}>{plan.planName}</Text>
            {plan.active ? (
              <>
                {plan.expiry && <Text>{t('validUntil', { date: shown(plan.expiry) })}</Text>}
                {plan.expiry && plan.expiry <= soon() && (
                  <Text fw={500}>{t('endsSoon', { date: shown(plan.expiry) })}</Text>
                )}
                <Text>
                  {total === 0
                    ? t('unlimitedContacts')
                    : t('contactsLeft', { left: Math.max(0, total - used), total })}
                </Text>
              </>
            ) : (
              <Text fw={500}>{plan.expiry ? t('expired', { date: shown(plan.expiry) }) : t('none')}</Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
