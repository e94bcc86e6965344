// Lint rules, including the import boundaries of ARCHITECTURE.md:
// - src/domain imports no React, DOM, Node, Fastify or database code;
// - the browser app (src/) never imports the server (api/), and the server imports only src/domain of src/;
// - no feature (src/features/<name>) imports another feature or the shells (src/app);
// - src/form imports no feature; src/lib imports neither the shells, features nor src/form.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const NODE_AND_SERVER = ['node:*', 'fs', 'path', 'crypto', 'fastify', 'fastify-plugin', '@fastify/*', 'kysely', 'better-sqlite3', 'pg'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/domain/generated/**', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
      // the rules that read other files (no-cycle) parse only these extensions, with this parser
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // no import cycles anywhere, tests included (issue #15): a module that needs another's
      // facts imports them from a module below both
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mui/*', '@emotion/*', 'swr', 'i18next', '@rjsf/*'],
              message: 'src/domain is isomorphic: no React or UI code.',
            },
            { group: NODE_AND_SERVER, message: 'src/domain is isomorphic: no Node, Fastify or database code.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'process'],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/app', './src/features', './src/form', './src/lib', './api'],
              message: 'src/domain imports nothing outside itself.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: NODE_AND_SERVER, message: 'Browser code: no Node, Fastify or database code.' }] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src', from: './api', message: 'The browser app talks to the API over HTTP only.' },
            {
              target: './src/lib',
              from: ['./src/app', './src/features', './src/form'],
              message: 'src/lib is the base layer: it imports only src/domain and packages.',
            },
            {
              target: './src/form',
              from: ['./src/features', './src/app'],
              message: 'src/form imports no feature and no shell: share through src/lib or src/domain.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the shells (src/app): shared UI parts live in src/lib/ui, route types in src/lib/routing.',
            },
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'No feature imports another feature: share through src/lib, src/form or src/domain.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './api', from: './src', except: ['./domain'], message: 'The server imports only src/domain of the browser code.' }] },
      ],
    },
  },
);
