/**
 * Writes app/mantine-theme.css, the CSS of Mantine's provider for components/theme.ts (see
 * components/theme-css.tsx). Run after changing the theme: npx tsx scripts/theme-css.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { themeCss } from '../components/theme-css';

writeFileSync(path.join(import.meta.dirname, '../app/mantine-theme.css'), themeCss());
