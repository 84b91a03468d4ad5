import { Stack, Text, Title } from '@/components/ui/static-mantine';
import { Anchor, Badge, Card } from '@/components/ui/static-surfaces';
import { useTranslations } from 'next-intl';
import type { InvoiceRecord } from '@/lib/data/invoices';
import { formatRupees } from '@/lib/money';

const ROW = 'm_4e7aa4fd mantine-Table-tr';
const TH = 'm_4e7aa4f3 mantine-Table-th';
const TD = 'm_4e7aa4ef mantine-Table-td';

const shown = (day: string) => day.split('-').reverse().join('/');

/** The member's invoices on their dashboard (issue 25), newest first, each opening its printable page. */
export function InvoiceList({ invoices }: { invoices: InvoiceRecord[] }) {
  const t = useTranslations('invoices');
  return (
    <Card data-testid="invoices">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {invoices.length === 0 ? (
          <Text dimmed>{t('none')}</Text>
        ) : (
          // Mantine's Table in a TableScrollContainer (type native), written with their classes:
          // Mantine's Table brings ScrollArea and, through it, the floating-ui chunk (14 kB gzipped)
          // into the dashboard's first load.
          <div
            className="m_a100c15 mantine-Table-scrollContainer"
            style={
              {
                '--table-min-width': 'calc(22.5rem * var(--mantine-scale))',
                '--table-overflow': 'auto',
              } as React.CSSProperties
            }
          >
            <div className="m_62259741 mantine-Table-scrollContainerInner">
              <table
                style={
                  {
                    '--table-vertical-spacing': 'calc(0.25rem * var(--mantine-scale))',
                  } as React.CSSProperties
                }
                className="m_b23fa0ef mantine-Table-table"
                aria-label={t('title')}
              >
                <thead className="m_b242d975 mantine-Table-thead">
                  <tr className={ROW} data-with-row-border="true">
                    <th className={TH}>{t('number')}</th>
                    <th className={TH}>{t('date')}</th>
                    <th className={TH}>{t('plan')}</th>
                    <th style={{ textAlign: 'right' }} className={TH}>
                      {t('amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="m_b2404537 mantine-Table-tbody">
                  {invoices.map((invoice) => (
                    <tr key={invoice.id} className={ROW} data-with-row-border="true">
                      <td style={{ whiteSpace: 'nowrap' }} className={TD}>
                        <Anchor href={invoice.url} aria-label={`${t('open')}: ${invoice.number}`}>
                          {invoice.number}
                        </Anchor>{' '}
                        {invoice.cancelled && (
                          <Badge color="red" variant="light" size="sm">
                            {t('cancelled')}
                          </Badge>
                        )}
                      </td>
                      <td style={{ whiteSpace: 'nowrap' }} className={TD}>
                        {shown(invoice.issuedOn)}
                      </td>
                      <td className={TD}>{invoice.planName}</td>
                      <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }} className={TD}>
                        {formatRupees(invoice.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Stack>
    </Card>
  );
}
