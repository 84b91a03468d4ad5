import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import i18next from 'eslint-plugin-i18next';

const SEE = 'See README, "Layers".';

/**
 * The layers (README "Layers"): app → components → lib → db, each importing only the ones below it;
 * only lib/data talks to the database; seed/ (seeds and the start-up bootstrap), scripts/ and tests/
 * sit outside and may import anything. Inside lib, pairs of folders keep one direction so they
 * form no cycle: lib/hydra → lib/http, lib/data → lib/matching, lib/auth → lib/data (lib/data uses
 * only lib/auth's primitives, which import nothing of lib/data), lib/data → lib/http,
 * lib/validation → lib/resources, and lib/env.ts imports nothing of lib; in components,
 * components/forms → components/ui. Paths are resolved (the `@/` alias
 * too) by eslint-config-next's TypeScript resolver. tests/unit/layers-lint.test.ts proves each rule
 * fails on a wrong-way import.
 */
const layerZones = [
  {
    target: './components',
    from: './app',
    message: `components/ is below app/: have the page pass the server action or value down as a prop (as app/(app)/admin/profile/page.tsx hands ProfileList its save), or move shared code into lib/. ${SEE}`,
  },
  {
    target: './lib',
    from: ['./app', './components'],
    message: `lib/ is below components/ and app/: move the shared type or text into lib/ (e.g. lib/resources), and view-models (props built for a page) beside their page in app/. ${SEE}`,
  },
  {
    target: './db',
    from: './lib',
    except: ['./env.ts'],
    message: `db/ is the bottom layer: of lib/ it imports only lib/env.ts. Code that needs lib/ as well as the database (seeds, the start-up bootstrap) lives in seed/. ${SEE}`,
  },
  {
    target: ['./app', './components', './lib', './db'],
    from: './seed',
    message: `seed/ (seeds and the start-up bootstrap) sits on top, beside scripts/: nothing in app, components, lib or db imports it. ${SEE}`,
  },
];

const DATABASE = `Only lib/data talks to the database (db/): call a function of lib/data instead, adding one there if none fits (types too: re-export them from lib/data). ${SEE}`;
const databaseZones = [
  { target: ['./app', './components'], from: './db', message: DATABASE },
  {
    // Every folder and file of lib but lib/data and lib/resources (below).
    target: ['./lib/!(data|resources)/**', './lib/*.{ts,tsx}', './lib/resources/!(master-data).ts'],
    from: './db',
    message: DATABASE,
  },
  {
    // The master-data registry names each list's table (db/schema.ts); it reads no rows.
    target: './lib/resources/master-data.ts',
    from: './db',
    except: ['./schema.ts'],
    message: DATABASE,
  },
];

/** The AUTH primitives lib/data may use: pure, and importing nothing of lib/data. */
const AUTH_PRIMITIVES = [
  './roles.ts',
  './guard.ts',
  './password.ts',
  './device-cookie.ts',
  './config.ts',
  './token.ts',
];
const PRIMITIVE_NAMES = AUTH_PRIMITIVES.map((file) => file.slice(2, -3)).join(', ');
const libZones = [
  {
    target: './lib/http',
    from: './lib/hydra',
    message: `lib/http is below lib/hydra (the API uses the HTTP helpers, not the reverse): move what both need into lib/http. ${SEE}`,
  },
  {
    target: './lib/matching',
    from: './lib/data',
    message: `lib/matching is below lib/data (pure matching rules; the data layer uses them): move what reads the database into lib/data, shared types into lib/matching. ${SEE}`,
  },
  {
    target: './lib/data',
    from: './lib/auth',
    except: AUTH_PRIMITIVES,
    message: `lib/data uses only lib/auth's primitives (${PRIMITIVE_NAMES}); the rest of lib/auth (sessions, sign-in) is above lib/data. Move what touches the database into lib/data. ${SEE}`,
  },
  {
    target: AUTH_PRIMITIVES.map((file) => `./lib/auth/${file.slice(2)}`),
    from: './lib/data',
    message: `lib/auth's primitives (${PRIMITIVE_NAMES}) are used by lib/data and must not import it (a cycle). ${SEE}`,
  },
  {
    target: './lib/http',
    from: './lib/data',
    message: `lib/http is below lib/data (the data layer reads hosts and peers through it): what both need about errors is in lib/database-failure.ts and lib/errors.ts. ${SEE}`,
  },
  {
    target: './lib/resources',
    from: './lib/validation',
    message: `lib/resources (the registries, shared types and texts) is below lib/validation, which builds its zod schemas from them: put code that needs a schema in lib/validation (as profile-payload.ts). ${SEE}`,
  },
  {
    target: './lib/env.ts',
    from: './lib',
    except: ['./env.ts'],
    message: `lib/env.ts is at the bottom (db/ and every folder of lib read it): it imports nothing of lib/, so parse a setting inside it. ${SEE}`,
  },
  {
    target: './components/ui',
    from: './components/forms',
    message: `components/ui (the look: cards, alerts, inputs) is below components/forms (the form kit, which uses it): a piece built on the kit lives in components/forms. ${SEE}`,
  },
];

/** Components whose every visible text comes from the message catalogues. */
const TRANSLATED_FILES = [
  'components/shell/**',
  'components/i18n/**',
  'components/ui/public-page.tsx',
  'app/page.tsx',
  'app/home-actions.tsx',
  'app/(public)/contact/**',
  'app/(public)/login/**',
  'app/(public)/register/**',
  'app/(public)/forgot-password/**',
  'app/(public)/reset-password/**',
  'app/(public)/resend-activation/**',
  'app/(public)/setpassword/**',
  'components/account/**',
  'app/(app)/user/account/**',
  'app/(app)/user/changepassword/**',
  'components/legal/**',
  'app/(public)/terms/**',
  'app/(public)/privacy/**',
  'app/(public)/safety/**',
  'app/(public)/grievance/**',
  'components/grievances/ticket-view.tsx',
  'components/ui/result-alert.tsx',
  'components/papers/**',
  'components/astro/**',
  'components/plans/**',
  'components/messages/**',
  'app/(app)/user/messages/**',
  'app/(app)/user/views/**',
  'app/(app)/user/searches/**',
  'components/searches/**',
  'components/matches/**',
  'components/interests/**',
  'components/safety/**',
  'app/(app)/user/matches/**',
  'app/(app)/user/porutham/**',
  'app/(app)/user/interests/**',
  'app/(app)/user/shortlist/**',
  'app/(app)/user/blocked/**',
  'app/(app)/user/reports/**',
  'app/(app)/user/dashboard/**',
  'components/profile/**',
];
/** Attributes that hold words someone reads or hears (the rest are names, sizes, colours, addresses). */
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'label', 'placeholder', 'description', 'alt', 'error'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: dirname(fileURLToPath(import.meta.url)),
          zones: [...layerZones, ...databaseZones, ...libZones],
        },
      ],
    },
  },
  {
    // One link for the app (components/ui/link.tsx): next/link prefetches by default, which here
    // costs the server two requests per link in view and spares the click nothing.
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                "Import { Link } from '@/components/ui/link': next/link prefetches every link in view (pass `prefetch` where a prefetch is worth its requests).",
            },
          ],
        },
      ],
    },
  },
  {
    // Texts members and visitors read come from the catalogues (lib/i18n/messages), never from the
    // component: English and Tamil stay in step. The list grows as screens move to the catalogues
    // (README: "Adding a language"); administrator and college screens stay English for now.
    files: TRANSLATED_FILES,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: TEXT_ATTRIBUTES },
          // Calls whose string arguments name things (fields, keys), not texts: t, tf, tm... (a namespace's
          // translator), say (components/i18n/use-spec-text.ts).
          callees: {
            exclude: [
              't[a-z]?',
              't\\.rich',
              'say',
              'inputWithVerdict',
              'isValidTouched',
              'fieldProps',
              '(.*\\.)?getInputProps',
              '(.*\\.)?key',
            ],
          },
          message: 'A text in a translated component: put it in lib/i18n/messages/en.json and ta.json.',
        },
      ],
    },
  },
];

export default config;
