import { readFileSync } from 'node:fs';
import path from 'node:path';
import { themeCss } from '@/components/theme-css';

test("app/mantine-theme.css is the CSS Mantine's provider writes for components/theme.ts", () => {
  const file = readFileSync(path.join(__dirname, '../../app/mantine-theme.css'), 'utf8');
  // After a change to the theme: npx tsx scripts/theme-css.ts
  expect(file).toBe(themeCss());
});
