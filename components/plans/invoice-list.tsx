import {
  Anchor,
  Badge,
  Card,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { InvoiceRecord } from '@/lib/data/invoices';
import { formatRupees } from '@/lib/money';

const shown = (day: string) => day.split('-').reverse().join('/');

/** The member's invoices on their dashboard (issue 25), newest first, each opening its printable page. */
export function InvoiceList({ invoices }: { invoices: InvoiceRecord[] }) {
  const t = useTranslations('invoices');
  return (
    <Card withBorder radius="md" padding="md" data-testid="invoices">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed">{t('none')}</Text>
        ) : (
          <TableScrollContainer minWidth={360}>
            <Table verticalSpacing={4} aria-label={t('title')}>
              <TableThead>
                <TableTr>
                  <TableTh>{t('number')}</TableTh>
                  <TableTh>{t('date')}</TableTh>
                  <TableTh>{t('plan')}</TableTh>
                  <TableTh style={{ textAlign: 'right' }}>{t('amount')}</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {invoices.map((invoice) => (
                  <TableTr key={invoice.id}>
                    <TableTd style={{ whiteSpace: 'nowrap' }}>
                      <Anchor href={invoice.url} aria-label={`${t('open')}: ${invoice.number}`}>
                        {invoice.number}
                      </Anchor>{' '}
                      {invoice.cancelled && (
                        <Badge color="red" variant="light" size="sm">
                          {t('cancelled')}
                        </Badge>
                      )}
                    </TableTd>
                    <TableTd style={{ whiteSpace: 'nowrap' }}>{shown(invoice.issuedOn)}</TableTd>
                    <TableTd>{invoice.planName}</TableTd>
                    <TableTd style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {formatRupees(invoice.amount)}
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
