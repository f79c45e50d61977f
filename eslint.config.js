import fs from 'node:fs';
import js from '@eslint/js';
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
 * The web takes rules and constants from the zod-free modules (`*-rules`, money, language, dates, categories,
 * shipping) and from schema modules only types and `…Schema` values (forms parse with them).
 */
const zodFreeWeb = {
  group: [
    '@shop/shared/*',
    '!@shop/shared/*-rules',
    '!@shop/shared/money',
    '!@shop/shared/categories',
    '!@shop/shared/shipping',
    '!@shop/shared/language',
    '!@shop/shared/dates',
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
const noWeb = {
  group: ['@shop/web', '@shop/web/*', '**/apps/web/**'],
  message: 'The server never imports the web app.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**', 'apps/server/src/db/migrations/**'] },
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
