import { useTranslations } from 'next-intl';
import type { PoruthamKey, PoruthamResult } from '@/lib/matching/porutham';
import { reasonIn } from '@/lib/matching/porutham-reasons';
import { poruthamLevel, scoreText } from '@/lib/matching/porutham-words';
import { LevelBadge, VerdictBadge } from './porutham-badges';
import classes from './porutham-table.module.css';

/**
 * The ten poruthams of a pair with each result and why, the score and the pair's level, worded
 * and coloured the same on the calculator and the candidate page (issue 24 item 2). Plain table
 * elements (porutham-table.module.css): ten rows of Mantine components cost server time. No
 * directive: the candidate page draws it on the server (the reasons' texts and the star tables stay
 * there); the calculator, a client component, draws it in the browser.
 */
export function PoruthamTable({ result, label }: { result: PoruthamResult; label?: string }) {
  const t = useTranslations('porutham');
  // The reasons in the page's language, in the porutham report's words (pdf.reasons).
  const words = useTranslations('pdf');
  return (
    <>
      <div className={classes.head}>
        <p className={classes.score} data-testid="porutham-score">
          {scoreText(result.score)}
        </p>
        <LevelBadge level={poruthamLevel(result)} />
      </div>
      <table className={classes.table} aria-label={label ?? t('porutham')}>
        <thead>
          <tr>
            <th>{t('porutham')}</th>
            <th className={classes.resultColumn}>{t('result')}</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((item) => (
            <tr key={item.key}>
              <td>
                <p className={classes.name}>{t(`names.${item.key as PoruthamKey}`)}</p>
                <p className={classes.reason}>{reasonIn(words, item.reason)}</p>
              </td>
              <td>
                <VerdictBadge verdict={item.result} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
