import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const reactI18next = {
	name: 'react-i18next',
	message: "Use useTranslation from '#app/modules/i18n/react.tsx' (ADR 020).",
}

export default tseslint.config(
	{
		ignores: [
			'build',
			'node_modules',
			'.react-router',
			'data',
			'test-results',
			'playwright-report',
			'tests/.tmp',
			'other/.prisma-dummy',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx,js}'],
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'warn',
			'@typescript-eslint/no-unused-vars': [
				'error',
				{ argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
			],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	{
		// Pages translate with app/modules/i18n/react.tsx (ADR 020): react-i18next's hook has no
		// messages in this app and would render keys.
		files: ['app/**'],
		rules: { 'no-restricted-imports': ['error', { paths: [reactI18next] }] },
	},
	{
		// Imports flow one way: shared code never reaches into routes.
		files: ['app/modules/**', 'app/components/**', 'app/utils/**'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [reactI18next],
					patterns: [
						{
							group: ['#app/routes/*', '**/routes/*'],
							message: 'Routes depend on modules, not the other way round.',
						},
					],
				},
			],
		},
	},
)
