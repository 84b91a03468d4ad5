import classes from './candidate.module.css';

/**
 * One section of the candidate view: label/value pairs. Labels keep full-strength text (weight
 * sets them apart, not a dimmed grey that would fall below WCAG AA contrast). Plain elements
 * (candidate.module.css): nothing here is interactive.
 */
export function Facts({
  title,
  facts,
}: {
  title: string;
  facts: [label: string, value: string | undefined][];
}) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '');
  if (!shown.length) return null;
  return (
    <div className={classes.section}>
      <h3 className={classes.sectionTitle}>{title}</h3>
      <dl className={classes.facts}>
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt className={classes.label}>{label}</dt>
            <dd className={classes.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
