import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Lint for the web app: the recommended JavaScript, TypeScript (not type-checked, to stay fast)
 * and React hooks rules, and the folder boundaries of ARCHITECTURE.md ("features/<m>/ folders do
 * not import each other"), with the shared kits between them.
 */

/** The folders of src/ and what each may import (besides itself). */
const LAYERS = [
  // The shell: providers, routes (features only through lazyPage), and the shared app state.
  { from: 'app', allow: ['api', 'ui', 'i18n', 'menu', 'checkout', 'gifts', 'rewards', 'mall', 'feature'] },
  // The API modules and their hooks. app/persistentStore is the one thing they borrow (session storage).
  { from: 'api', allow: ['i18n', 'app'] },
  // Presentational components: money and wire types from api, never a feature or a kit.
  { from: 'ui', allow: ['api', 'i18n'] },
  // The kits several features share: the menu and cart, what the three checkouts have in common,
  // giving things to friends by link, the lucky draws, tasks and collect-wishes other pages show
  // (the Rewards tab's activities, tasks and cards, an order's draw banner, the task centre's way
  // to the cards), and the points mall's exchanges other pages list (the order list's
  // points-exchange tab).
  { from: 'menu', allow: ['api', 'ui', 'app', 'i18n'] },
  { from: 'checkout', allow: ['api', 'ui', 'app', 'i18n'] },
  { from: 'gifts', allow: ['api', 'ui', 'app', 'i18n'] },
  { from: 'rewards', allow: ['api', 'ui', 'app', 'i18n'] },
  { from: 'mall', allow: ['api', 'ui', 'app', 'i18n'] },
  // A review as the order pages, the community feed and the console show it, and the order's
  // review action.
  { from: 'reviews', allow: ['api', 'ui', 'app', 'i18n'] },
  // A feature uses the layers and kits, and its own files; never another feature.
  { from: 'feature', allow: ['api', 'ui', 'menu', 'checkout', 'gifts', 'rewards', 'mall', 'reviews', 'app', 'i18n', ['feature', { name: '${from.name}' }]] },
  { from: 'i18n', allow: [] },
  // Test helpers and the entry point may reach anything.
  { from: ['test', 'main'], allow: ['app', 'api', 'ui', 'menu', 'checkout', 'gifts', 'rewards', 'mall', 'reviews', 'feature', 'i18n'] },
]

export default tseslint.config(
  { ignores: ['dist/', 'e2e/output/', 'build/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a name kept on purpose; a caught error may go unread (the query client toasts it).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Hooks live in the app only (the end-to-end journeys call their own `useBrowser`, no React).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler's rules (v7's recommended set): the app does not use the compiler, and what
      // they flag here is deliberate: a ref holding the latest callback or value read in render
      // (useLiveOrPoll, useGroupLive, SessionBridge), state reset from a prop in an effect
      // (DishMemoSheet, MenuBrowser), Date.now() in render (PrivacyPrompt).
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'api', pattern: 'src/api' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'menu', pattern: 'src/menu' },
        { type: 'checkout', pattern: 'src/checkout' },
        { type: 'gifts', pattern: 'src/gifts' },
        { type: 'rewards', pattern: 'src/rewards' },
        { type: 'mall', pattern: 'src/mall' },
        { type: 'reviews', pattern: 'src/reviews' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'i18n', pattern: 'src/i18n' },
        { type: 'test', pattern: 'src/test' },
        { type: 'main', pattern: 'src/*.{ts,tsx}', mode: 'file' },
      ],
    },
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules: LAYERS }],
    },
  },
  {
    // Tests, wherever they stand, may also use the shared fixtures of src/test.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/element-types': ['error', { default: 'disallow', rules: [...LAYERS, { from: '*', allow: ['test'] }] }],
    },
  },
)
