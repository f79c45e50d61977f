import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Import boundaries of docs/architecture.md: web → shared, server → shared, features never import each other. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noServer = {
  group: ['@shop/server', '@shop/server/*', '**/apps/server/**'],
  message: 'The web app never imports the server.',
};
/**
 * Shared modules that declare zod schemas bring zod into any chunk that imports a value from them.
 * The web takes rules and constants from the zod-free modules (`*-rules`, money, language, dates, categories and their titles,
 * shipping, the addresses in paths, customer-paths and admin-paths) and from schema modules only types and `…Schema` values (forms parse with them).
 */
const zodFreeWeb = {
  group: [
    '@shop/shared/*',
    '!@shop/shared/*-rules',
    '!@shop/shared/money',
    '!@shop/shared/categories',
    '!@shop/shared/category-titles',
    '!@shop/shared/shipping',
    '!@shop/shared/language',
    '!@shop/shared/dates',
    '!@shop/shared/paths',
    '!@shop/shared/customer-paths',
    '!@shop/shared/admin-paths',
  ],
  importNamePattern: '^(?!.*Schema$)',
  allowTypeImports: true,
  message:
    'From a schema module the web imports only types and …Schema values; take rules from the zod-free *-rules module.',
};
/** One form pattern: every form is built with `useShopForm` (react-hook-form + the shared zod schema). */
const oneFormPattern = {
  group: ['react-hook-form'],
  importNames: ['useForm'],
  message: 'Build forms with useShopForm from lib/use-shop-form.ts.',
};
/**
 * The same rule seen from the markup: a file with a `<form onSubmit>` builds that form with
 * `useShopForm`, or with a form hook of lib/ built on it and named `use…Form` (a hand-written
 * submit handler would skip the schema, the errors at their fields and the focus on the first).
 */
const shopForms = {
  rules: {
    'form-uses-use-shop-form': {
      meta: {
        type: 'problem',
        schema: [],
        messages: { bare: 'Build this form with useShopForm (lib/use-shop-form.ts) and submit with its handleSubmit.' },
      },
      create(context) {
        const forms = [];
        let shopForm = false;
        return {
          // useShopForm itself, or a form hook of lib/ built on it (usePasswordChangeForm).
          'CallExpression[callee.name=/^use(Shop|[A-Z]\\w*)Form$/]'() {
            shopForm = true;
          },
          'JSXOpeningElement[name.name="form"] > JSXAttribute[name.name="onSubmit"]'(node) {
            forms.push(node);
          },
          'Program:exit'() {
            if (!shopForm) for (const node of forms) context.report({ node, messageId: 'bare' });
          },
        };
      },
    },
  },
};
/**
 * The server's layers (docs/architecture.md, "Rules of the house"): db/, lib/, plugins/ and backup/
 * sit under modules/ and never import it; a module reaches another only through its index.ts.
 * Checked by eslint-plugin-import-x's no-restricted-paths on resolved paths, so no spelling of an
 * import walks past it (decision 035).
 */
const serverModules = fs.existsSync('apps/server/src/modules')
  ? fs
      .readdirSync('apps/server/src/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverLayers = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: [
            './apps/server/src/db',
            './apps/server/src/lib',
            './apps/server/src/plugins',
            './apps/server/src/backup',
          ],
          from: './apps/server/src/modules',
          message: 'db/, lib/, plugins/ and backup/ never import modules/: move the piece down, or the caller up.',
        },
        ...serverModules.map((name) => ({
          target: `./apps/server/src/modules/${name}`,
          from: './apps/server/src/modules',
          except: [
            `./${name}`,
            ...serverModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
          ],
          message: 'A module uses another only through its index.ts.',
        })),
        {
          target: [
            './apps/server/src/modules',
            './apps/server/src/db',
            './apps/server/src/lib',
            './apps/server/src/plugins',
          ],
          from: ['./apps/server/src/app.ts', './apps/server/src/server.ts', './apps/server/src/seed'],
          message: 'The start (server.ts, app.ts, seed/) sits above every module: nothing imports it back.',
        },
      ],
    },
  ],
};
const noWeb = {
  group: ['@shop/web', '@shop/web/*', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      noServer,
      noWeb,
      {
        group: ['react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'node:*'],
        message: 'shared depends on zod and libphonenumber-js alone.',
      },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([noWeb]),
  },
  {
    // No import circles anywhere (a circle through type-only imports is no circle at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: serverLayers,
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, shop: shopForms },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([noServer, zodFreeWeb, oneFormPattern]),
      'no-alert': 'error',
      'shop/form-uses-use-shop-form': 'error',
    },
  },
  {
    files: ['apps/web/src/lib/use-shop-form.ts'],
    rules: restrict([noServer, zodFreeWeb]),
  },
  ...features.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      noServer,
      zodFreeWeb,
      oneFormPattern,
      ...features
        .filter((other) => other !== feature)
        .map((other) => ({
          group: [
            `**/features/${other}`,
            `**/features/${other}/**`,
            `../${other}/**`,
            `../../${other}/**`,
            `../../../${other}/**`,
          ],
          message: 'Features never import each other; compose them in a route.',
        })),
    ]),
  })),
  {
    // Tests are not bundled: they may read any shared value to compare with.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: restrict([noServer]),
  },
  {
    // Plain Node scripts: TypeScript files get their globals from @types/node instead.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{js,ts}', 'apps/server/test/**'],
    rules: { 'no-console': 'off' },
  },
);
