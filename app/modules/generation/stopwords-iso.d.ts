// stopwords-iso ships a bare JSON file as its main entry and no type declarations.
declare module 'stopwords-iso' {
	const stopwordsByLanguage: Record<string, string[]>
	export default stopwordsByLanguage
}
